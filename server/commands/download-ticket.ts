import { and, eq, gt, lt } from 'drizzle-orm';
import { DOWNLOAD_TICKET_LIFETIME_MS } from '../../common/api/files';
import type { Db } from '../db/client';
import { downloadTickets, users, type UserRow } from '../db/schema';
import { hashToken, newToken } from '../lib/secrets';

/** Issues a ticket for one file and one user; only its hash is stored. Expired tickets are cleared on the way. */
export async function issueDownloadTicket(
  db: Db,
  user: UserRow,
  fileId: string,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newToken();
  const expiresAt = new Date(Date.now() + DOWNLOAD_TICKET_LIFETIME_MS);
  await db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, new Date()));
  await db.insert(downloadTickets).values({ tokenHash: hashToken(ticket), userId: user.id, fileId, expiresAt });
  return { ticket, expiresAt };
}

/** The user a valid ticket for this file belongs to; their current rights are checked again by the caller. */
export async function userForTicket(db: Db, ticket: string, fileId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(downloadTickets)
    .innerJoin(users, eq(users.id, downloadTickets.userId))
    .where(
      and(
        eq(downloadTickets.tokenHash, hashToken(ticket)),
        eq(downloadTickets.fileId, fileId),
        gt(downloadTickets.expiresAt, new Date()),
      ),
    );
  return row?.user;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, shareLinks, type ProjectRow, type ShareLinkRow, type UserRow } from '../db/schema';
import { hashToken, newToken } from '../lib/secrets';

/** Creates a read-only link to a project's files; the token leaves the server once and is stored hashed. */
export async function createShareLink(
  db: Db,
  caller: UserRow,
  project: ProjectRow,
  expiresAt: Date | null,
): Promise<{ token: string; link: ShareLinkRow }> {
  const token = newToken();
  const [link] = await db
    .insert(shareLinks)
    .values({
      projectId: project.id,
      tokenHash: hashToken(token),
      resourceType: 'files',
      createdBy: caller.id,
      expiresAt,
    })
    .returning();
  if (!link) throw new Error('insert returned no row');
  return { token, link };
}

export async function revokeShareLink(db: Db, link: ShareLinkRow): Promise<void> {
  await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, link.id), sql`${shareLinks.revokedAt} is null`));
}

/**
 * The link and project a share token opens, if it still works: not revoked, not expired, and its project
 * neither deleted nor archived. Each use is counted.
 */
export async function useShareToken(
  db: Db,
  token: string,
): Promise<{ link: ShareLinkRow; project: ProjectRow } | undefined> {
  const [row] = await db
    .update(shareLinks)
    .set({ lastUsedAt: new Date(), useCount: sql`${shareLinks.useCount} + 1` })
    .where(
      and(
        eq(shareLinks.tokenHash, hashToken(token)),
        sql`${shareLinks.revokedAt} is null`,
        sql`(${shareLinks.expiresAt} is null or ${shareLinks.expiresAt} > now())`,
      ),
    )
    .returning();
  if (!row) return undefined;
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, row.projectId), eq(projects.archived, false)));
  return project ? { link: row, project } : undefined;
}

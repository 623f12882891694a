import { and, desc, eq, sql } from 'drizzle-orm';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from '../../common/limits';
import { MSG_SHARING } from '../../common/messages';
import type { Db } from '../db/client';
import {
  projects,
  projectTeam,
  shareLinks,
  users,
  type ProjectRow,
  type ShareLinkRow,
  type UserRow,
} from '../db/schema';
import { recordAudit } from '../audit/record';
import { badRequest } from '../errors';
import { hashToken, newToken } from '../lib/secrets';
import { can } from '../policies/authorize';
import { isUuid } from '../queries/ids';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a new link stops working: the requested moment, or SHARE_LINK_DEFAULT_DAYS from now when none is asked for
 * (absent or null: a link that never ends is no longer made). Past moments and ones beyond the maximum answer 400;
 * a day of grace past the maximum lets the end of the last day a date picker offers through in any time zone.
 */
export function shareLinkExpiry(requested: string | null | undefined, now = Date.now()): Date {
  if (!requested) return new Date(now + SHARE_LINK_DEFAULT_DAYS * DAY_MS);
  const expiry = new Date(requested);
  if (expiry.getTime() <= now) throw badRequest(MSG_SHARING.expiryInPast);
  if (expiry.getTime() > now + (SHARE_LINK_MAX_DAYS + 1) * DAY_MS) throw badRequest(MSG_SHARING.expiryTooFar);
  return expiry;
}

/** When a link stops working: its own expiry, or, made before expiries were required, the maximum after creation. */
export function effectiveExpiry(link: Pick<ShareLinkRow, 'expiresAt' | 'createdAt'>): Date {
  return link.expiresAt ?? new Date(link.createdAt.getTime() + SHARE_LINK_MAX_DAYS * DAY_MS);
}

/** Whether the link's creator is on its project's team: the share rule asks it of administrator accounts. */
const creatorOnTeamSql = sql<boolean>`exists (select 1 from ${projectTeam}
  where ${projectTeam.projectId} = ${shareLinks.projectId} and ${projectTeam.userId} = ${shareLinks.createdBy})`.mapWith(
  Boolean,
);

/** The SQL twin of effectiveExpiry, for the token lookup. */
const expiresAtSql = sql`coalesce(${shareLinks.expiresAt}, ${shareLinks.createdAt} + make_interval(days => ${SHARE_LINK_MAX_DAYS}))`;

/** Creates a read-only link to a project's files; the token leaves the server once and is stored hashed. */
export async function createShareLink(
  db: Db,
  caller: UserRow,
  project: ProjectRow,
  expiresAt: Date,
): Promise<{ token: string; link: ShareLinkRow }> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const [link] = await tx
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
    await recordAudit(tx, { user: caller }, shareFact('shareLink.create', project, link));
    return { token, link };
  });
}

const shareFact = (
  action: 'shareLink.create' | 'shareLink.revoke',
  project: Pick<ProjectRow, 'id' | 'name' | 'organizationId'>,
  link: ShareLinkRow,
) => ({
  action,
  entityType: 'shareLink' as const,
  entityId: link.id,
  entityName: project.name,
  projectId: project.id,
  organizationId: project.organizationId,
});

export async function revokeShareLink(
  db: Db,
  caller: UserRow,
  project: Pick<ProjectRow, 'id' | 'name' | 'organizationId'>,
  link: ShareLinkRow,
): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(shareLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(shareLinks.id, link.id), sql`${shareLinks.revokedAt} is null`))
      .returning({ id: shareLinks.id });
    if (revoked.length) await recordAudit(tx, { user: caller }, shareFact('shareLink.revoke', project, link));
  });
}

/** The link a key names: a uuid is the link's id, anything else its token. Revoked and expired links too. */
export async function findShareLink(db: Db, key: string): Promise<ShareLinkRow | undefined> {
  const where = isUuid(key) ? eq(shareLinks.id, key) : eq(shareLinks.tokenHash, hashToken(key));
  const [link] = await db.select().from(shareLinks).where(where);
  return link;
}

/** A link with its project, its creator (null once deleted) and whether the creator is on the project's team. */
export interface LinkWithCreator {
  link: ShareLinkRow;
  project: ProjectRow;
  creator: UserRow | null;
  creatorOnTeam: boolean;
}

/**
 * Links with what deciding whether they still work needs, in one statement: the project, the creator's row and
 * their team membership, so a PDF viewer's dozens of Range requests each cost one lookup, not three.
 */
function linksWithCreator(db: Db) {
  return db
    .select({
      link: shareLinks,
      project: projects,
      creator: users,
      creatorOnTeam: creatorOnTeamSql,
    })
    .from(shareLinks)
    .innerJoin(projects, eq(projects.id, shareLinks.projectId))
    .leftJoin(users, eq(users.id, shareLinks.createdBy));
}

/**
 * Whether the link's creator may still share its project, as `create_share_link` asked when it was made: a link
 * lives on its creator's right (issue #34.6), so leaving the organization, being taken off the team or losing
 * the administrator account ends it, and so does the creator's account being deleted.
 */
export function creatorMayShare({ project, creator, creatorOnTeam }: LinkWithCreator): boolean {
  return creator !== null && can(creator, 'project.share', { project, onTeam: creatorOnTeam });
}

/** A project's links, newest first, for the list its managers see. */
export async function projectShareLinks(db: Db, projectId: string): Promise<LinkWithCreator[]> {
  return linksWithCreator(db).where(eq(shareLinks.projectId, projectId)).orderBy(desc(shareLinks.createdAt));
}

/**
 * The link and project a share token opens, if it still works: not revoked, not expired, its project neither
 * deleted nor archived, and its creator still allowed to share the project. A dead link is simply not found, so
 * it answers exactly as a wrong token. A read only: the use is counted by the caller through ShareUseRecorder,
 * in batches, so a PDF viewer's dozens of Range requests cost no UPDATE each.
 */
export async function openShareLink(
  db: Db,
  token: string,
): Promise<{ link: ShareLinkRow; project: ProjectRow } | undefined> {
  const [row] = await linksWithCreator(db).where(
    and(
      eq(shareLinks.tokenHash, hashToken(token)),
      sql`${shareLinks.revokedAt} is null`,
      sql`${expiresAtSql} > now()`,
      eq(projects.archived, false),
    ),
  );
  return row && creatorMayShare(row) ? { link: row.link, project: row.project } : undefined;
}

/**
 * Counts share-link uses in memory and writes them every few seconds, one UPDATE per link that was used, and at
 * shutdown. Readers of the counts (the owner's list) flush first, so they always see every use so far.
 */
export class ShareUseRecorder {
  private readonly pending = new Map<string, { count: number; last: Date }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly everyMs = 5000,
  ) {}

  record(linkId: string, at = new Date()): void {
    const seen = this.pending.get(linkId);
    this.pending.set(linkId, { count: (seen?.count ?? 0) + 1, last: at });
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush().catch(() => undefined);
      }, this.everyMs);
      this.timer.unref();
    }
  }

  /** Writes what was recorded so far; resolves when it is in the database. */
  flush(): Promise<void> {
    const batch = [...this.pending.entries()];
    this.pending.clear();
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(async () => {
      for (const [id, { count, last }] of batch)
        await this.db
          .update(shareLinks)
          .set({
            useCount: sql`${shareLinks.useCount} + ${count}`,
            lastUsedAt: sql`greatest(${shareLinks.lastUsedAt}, ${last})`,
          })
          .where(eq(shareLinks.id, id));
    });
    return this.flushing;
  }
}

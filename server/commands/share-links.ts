import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, shareLinks, type ProjectRow, type ShareLinkRow, type UserRow } from '../db/schema';
import { recordAudit } from '../audit/record';
import { hashToken, newToken } from '../lib/secrets';

/** Creates a read-only link to a project's files; the token leaves the server once and is stored hashed. */
export async function createShareLink(
  db: Db,
  caller: UserRow,
  project: ProjectRow,
  expiresAt: Date | null,
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

/**
 * The link and project a share token opens, if it still works: not revoked, not expired, and its project
 * neither deleted nor archived. A read only: the use is counted by the caller through ShareUseRecorder, in
 * batches, so a PDF viewer's dozens of Range requests cost no UPDATE each.
 */
export async function openShareLink(
  db: Db,
  token: string,
): Promise<{ link: ShareLinkRow; project: ProjectRow } | undefined> {
  const [row] = await db
    .select({ link: shareLinks, project: projects })
    .from(shareLinks)
    .innerJoin(projects, and(eq(projects.id, shareLinks.projectId), eq(projects.archived, false)))
    .where(
      and(
        eq(shareLinks.tokenHash, hashToken(token)),
        sql`${shareLinks.revokedAt} is null`,
        sql`(${shareLinks.expiresAt} is null or ${shareLinks.expiresAt} > now())`,
      ),
    );
  return row;
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

/** Reading the audit log: the caller's scope AND the filters, newest first, with the actor as they were named. */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditEvent, AuditQuery } from '../../common/api/audit';
import { EXACT_TOTAL_LIMIT } from '../../common/api/shared';
import { LIST_DEFAULT_LIMIT } from '../../common/limits';
import type { Db } from '../db/client';
import { auditEvents, shareLinks, users, type AuditEventRow, type UserRow } from '../db/schema';
import { effectiveExpiry } from '../commands/share-links';
import { isUuid } from './ids';
import { addDays } from '../jobs/stockholm-time';
import { auditScope } from '../policies/scopes';

/** A date alone means the whole day: `from` its start, `to` its end (UTC). */
const startOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
const endOf = (value: string) => new Date(value.length === 10 ? `${addDays(value, 1)}T00:00:00Z` : value);

/** Ids that are not uuids match nothing (the columns are uuids; PostgreSQL would refuse the comparison). */
const idEquals = (column: AnyPgColumn, value: string) => (isUuid(value) ? eq(column, value) : sql`false`);

export function auditWhere(caller: UserRow, query: AuditQuery): SQL | undefined {
  return and(
    auditScope(caller),
    query.project ? idEquals(auditEvents.projectId, query.project) : undefined,
    query.organization ? idEquals(auditEvents.organizationId, query.organization) : undefined,
    query.actor ? idEquals(auditEvents.actorId, query.actor) : undefined,
    query.shareLink ? idEquals(auditEvents.shareLinkId, query.shareLink) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.from ? gte(auditEvents.at, startOf(query.from)) : undefined,
    query.to ? lt(auditEvents.at, endOf(query.to)) : undefined,
  );
}

export const auditOrder = [desc(auditEvents.at), desc(auditEvents.id)];

export async function listAudit(db: Db, caller: UserRow, query: AuditQuery) {
  const where = auditWhere(caller, query);
  const limit = query.limit ?? LIST_DEFAULT_LIMIT;
  const skip = query.skip ?? 0;
  const rows = await db
    .select({ event: auditEvents, link: linkColumns })
    .from(auditEvents)
    .leftJoin(shareLinks, eq(shareLinks.id, auditEvents.shareLinkId))
    .leftJoin(users, eq(users.id, shareLinks.createdBy))
    .where(where)
    .orderBy(...auditOrder)
    .limit(limit)
    .offset(skip);
  // A page that is not full ends the list; otherwise count, no further than EXACT_TOTAL_LIMIT.
  let total = skip + rows.length;
  if (rows.length === limit || (rows.length === 0 && skip > 0)) {
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(auditEvents)
        .where(where)
        .limit(EXACT_TOTAL_LIMIT + 1)
        .as('matches'),
    );
    total = counted?.n ?? 0;
  }
  const bounded = total > EXACT_TOTAL_LIMIT;
  return {
    limit,
    skip,
    total: bounded ? EXACT_TOTAL_LIMIT : total,
    ...(bounded ? { totalIsLowerBound: true } : {}),
    result: rows.map((row) => presentAuditEvent(row.event, row.link)),
  };
}

/**
 * A share link's facts beside its reads: who made it and until when it works, read from the link as it is (so
 * older reads name it too); null when the event came through no link or the link is gone with its project.
 */
const linkColumns = {
  createdAt: shareLinks.createdAt,
  expiresAt: shareLinks.expiresAt,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};
export type AuditLinkColumns = {
  createdAt: Date | null;
  expiresAt: Date | null;
  creatorId: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

function presentLink(link: AuditLinkColumns | null | undefined): AuditEvent['link'] {
  if (!link?.createdAt) return null;
  return {
    createdBy: link.creatorId
      ? { _id: link.creatorId, firstName: link.creatorFirstName ?? '', lastName: link.creatorLastName ?? '' }
      : null,
    expiresAt: effectiveExpiry({ createdAt: link.createdAt, expiresAt: link.expiresAt }).toISOString(),
  };
}

export function presentAuditEvent(row: AuditEventRow, link?: AuditLinkColumns | null): AuditEvent {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditEvent['action'],
    entityType: row.entityType as AuditEvent['entityType'],
    entityId: row.entityId,
    entityName: row.entityName,
    project: row.projectId,
    organization: row.organizationId,
    actor: row.actorId ? { _id: row.actorId, firstName: row.actorFirstName, lastName: row.actorLastName } : null,
    shareLink: row.shareLinkId,
    count: row.count,
    clientAddress: row.clientAddress,
    change:
      (row.action === 'status' || row.action === 'team.role') &&
      row.details?.from !== undefined &&
      row.details.to !== undefined
        ? { from: row.details.from, to: row.details.to }
        : null,
    link: presentLink(link),
  };
}

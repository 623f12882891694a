/**
 * Writing the audit log. A change's event is inserted with the writer the change uses, inside its transaction,
 * so a rolled-back change leaves no event. Reads of content go through ReadRecorder (batched).
 */
import type { AuditAction, AuditDetails, AuditEntityType } from '../../common/api/audit';
import type { Db } from '../db/client';
import { auditEvents, type UserRow } from '../db/schema';

/** A database or a transaction: whatever the change is written with. */
export type AuditWriter = Pick<Db, 'insert'>;

export interface AuditFact {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  entityName: string;
  projectId?: string | null;
  organizationId?: string | null;
  /** How many times, for an event counted in bulk (audit/event-counter.ts); 1 when absent. */
  count?: number;
  /** The client's address, for sign-in events and refused calls. */
  clientAddress?: string | null;
  /** What the event says beyond its name: a status change's from and to. */
  details?: AuditDetails | null;
}

/** Who did it: a signed-in person, or a reader through a share link. */
export type AuditActor = { user: Pick<UserRow, 'id' | 'firstName' | 'lastName'> } | { shareLinkId: string };

/** The row of an event; `null` for no actor (a failed sign-in, a refused call without a session). */
export function auditRow(actor: AuditActor | null, fact: AuditFact, at?: Date): typeof auditEvents.$inferInsert {
  return {
    ...(at ? { at } : {}),
    action: fact.action,
    entityType: fact.entityType,
    entityId: fact.entityId,
    entityName: fact.entityName,
    projectId: fact.projectId ?? null,
    organizationId: fact.organizationId ?? null,
    count: fact.count ?? 1,
    clientAddress: fact.clientAddress ?? null,
    details: fact.details ?? null,
    ...(actor === null
      ? {}
      : 'user' in actor
        ? { actorId: actor.user.id, actorFirstName: actor.user.firstName, actorLastName: actor.user.lastName }
        : { shareLinkId: actor.shareLinkId }),
  };
}

export async function recordAudit(db: AuditWriter, actor: AuditActor, facts: AuditFact | AuditFact[]): Promise<void> {
  const list = Array.isArray(facts) ? facts : [facts];
  if (list.length === 0) return;
  await db.insert(auditEvents).values(list.map((fact) => auditRow(actor, fact)));
}

/** A construction file's or drawing's event, from the project copies every file row carries. */
export function fileFact(
  action: AuditFact['action'],
  entityType: 'constructionfile' | 'drawing',
  row: { id: string; name: string; projectId: string; organizationId: string },
): AuditFact {
  return {
    action,
    entityType,
    entityId: row.id,
    entityName: row.name,
    projectId: row.projectId,
    organizationId: row.organizationId,
  };
}

/** A status change's event: its status before and after, so the log says from what to what. */
export function statusChange<F extends AuditFact>(fact: F, from: string, to: string): F {
  return { ...fact, details: { from, to } };
}

/** An organization's own event. */
export function orgFact(action: AuditFact['action'], org: { id: string; name: string }): AuditFact {
  return { action, entityType: 'organization', entityId: org.id, entityName: org.name, organizationId: org.id };
}

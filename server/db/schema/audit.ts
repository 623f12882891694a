/**
 * The audit log: append-only, one row per change or content read. Events outlive what they name (no foreign
 * keys): a deleted project's history stays readable until the retention (AUDIT_RETENTION_DAYS) removes it.
 * The actor's name is kept as it was, for the same reason.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditDetails } from '../../../common/api/audit';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    entityName: text('entity_name').notNull().default(''),
    projectId: uuid('project_id'),
    organizationId: uuid('organization_id'),
    actorId: uuid('actor_id'),
    actorFirstName: text('actor_first_name').notNull().default(''),
    actorLastName: text('actor_last_name').notNull().default(''),
    shareLinkId: uuid('share_link_id'),
    /**
     * How often it happened: 1, or for an event counted in bulk (failed sign-ins, lockouts, refused calls) how
     * many times in its hour (audit/event-counter.ts), so a flood of probes is one row, not one row each.
     */
    count: integer('count').notNull().default(1),
    /** The client's address, for sign-in events and refused calls: who tried, when no one signed in. */
    clientAddress: text('client_address'),
    /** What an event says beyond its name: a status change's from and to. Null for events before it was kept. */
    details: jsonb('details').$type<AuditDetails>(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_organization_idx').on(t.organizationId, t.at.desc(), t.id.desc()),
    index('audit_events_project_idx').on(t.projectId, t.at.desc()),
    index('audit_events_actor_idx').on(t.actorId, t.at.desc()),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;

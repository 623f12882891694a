/** The audit log (docs/api.md §6 "Audit log"): who did what to which document, and when. */
import { z } from 'zod';
import { idSchema, isoDate, listSchema } from './shared';
import { AUDIT_PATHS } from './paths';
import { AUDIT_ACTIONS, SECURITY_AUDIT_ACTIONS } from './values';

export { AUDIT_ACTIONS, AUDIT_PATHS, SECURITY_AUDIT_ACTIONS };

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type SecurityAuditAction = (typeof SECURITY_AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  'project',
  'activity',
  'constructionfile',
  'drawing',
  'organization',
  'user',
  'shareLink',
  'review',
  /** An API route, for refused calls (`auth.refused`): its method and path pattern, never the URL. */
  'route',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What the server keeps of an event beyond its name (`status`: the status before and after). */
export const auditDetailsSchema = z.object({ from: z.string().optional(), to: z.string().optional() });
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEventSchema = z
  .object({
    _id: idSchema,
    at: isoDate,
    action: z.enum(AUDIT_ACTIONS),
    entityType: z.enum(AUDIT_ENTITY_TYPES),
    entityId: z.string(),
    entityName: z.string(),
    project: idSchema.nullable(),
    organization: idSchema.nullable(),
    /** Who did it; null for a read through a share link (see `shareLink`). */
    actor: z.object({ _id: idSchema, firstName: z.string(), lastName: z.string() }).nullable(),
    /** The share link a read came through. */
    shareLink: idSchema.nullable(),
    /** How often it happened: 1, or for an event counted in bulk how many times in its hour. */
    count: z.number().int(),
    /** The client's address, for sign-in events and refused calls. */
    clientAddress: z.string().nullable(),
    /** A status change's statuses (`status`) or a team role's (`team.role`) before and after; null otherwise. */
    change: z.object({ from: z.string(), to: z.string() }).nullable(),
    /**
     * The share link a read came through, as it is now: who made it (null once their account is gone) and until
     * when it works. Null for other events, and for a link no longer kept (its project deleted).
     */
    link: z
      .object({
        createdBy: z.object({ _id: idSchema, firstName: z.string(), lastName: z.string() }).nullable(),
        expiresAt: isoDate,
      })
      .nullable(),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListSchema = listSchema(auditEventSchema);

export const auditQuery = z.object({
  project: idSchema.optional(),
  organization: idSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: idSchema.optional(),
  /** The reads that came through one share link. */
  shareLink: idSchema.optional(),
  /** From this moment on (ISO date or date-time). */
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  /** Up to this moment (a date alone: to the end of that day). */
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

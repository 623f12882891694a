/**
 * What a screen that embeds the audit log (features/audit's AuditLog) hands it. The organization and project
 * screens take the log as a part from their page, so they name its props without importing the audit feature.
 */
export interface AuditLogProps {
  /** The organization's log (organization page), the project's (project settings), or all (the superadmin). */
  scope: { organization: string } | { project: string } | Record<string, never>;
  /** The people offered in the person filter. */
  people: Array<{ _id: string; name: string }>;
  /** Offer a project filter (an organization's log): the caller's projects, narrowed as they type. */
  pickProject?: boolean;
}

/** The audit log's reads, for the log screen (features/audit) and a share link's reads (features/sharing). */
export { downloadAuditCsv, useAuditLog, type AuditFilters } from './use-audit-log';
export { type AuditLogProps } from './audit-log-props';

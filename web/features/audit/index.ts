/** The audit feature's public face: other features import only what is here. */
export { AuditLog } from './components/audit-log';

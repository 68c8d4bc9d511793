/**
 * The audit module's public face (issue 35, part 3). The entry itself and the Actor type live in
 * functions/shared/audit/ (every module writes entries in its own transactions); this module resolves a
 * request's actor and reads the log.
 */
export { type AuditLogFilter, listAuditLog, toAuditEntryView } from './list-audit-log';
export { requestActor } from './request-actor';

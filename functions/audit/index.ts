/**
 * The audit module's public face (issue 35, part 3). The entry itself and the Actor type live in
 * functions/shared/audit/ (every module writes entries in its own transactions) and a request's actor is
 * resolved by identity (requestActor: it owns profiles and API keys); this module reads the log.
 */
export { type AuditLogFilter, listAuditLog, toAuditEntryView } from './list-audit-log';

import { AuditLogScreen } from '../../../features/brand-audit-log/components/audit-log-screen';

/** Account → Audit log (issue 35): who changed money, access or program terms, and when. */
export const BrandAuditLogRoute = () => <AuditLogScreen />;

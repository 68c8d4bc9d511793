import { OperationsScreen } from '../../../features/ops/components/operations-screen';

/** Issue 36, the operator console: dead-lettered events per rule, replayable, and the outbox's backlog. */
export const OpsOperationsRoute = () => <OperationsScreen />;

import { PayoutsScreen } from '../../../features/ops/components/payouts-screen';

/** Issue 36, the operator console: failed and stuck payouts, with Retry. */
export const OpsPayoutsRoute = () => <PayoutsScreen />;

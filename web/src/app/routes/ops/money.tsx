import { MoneyScreen } from '../../../features/ops/components/money-screen';

/** Issue 36, the operator console: the platform's fee revenue, unpaid invoices and the Stripe balance. */
export const OpsMoneyRoute = () => <MoneyScreen />;

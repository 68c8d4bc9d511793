import { AppealsScreen } from '../../../features/ops/components/appeals-screen';

/** Issue 36 part 4, the operator console: suspended creators' appeals, with Release / Forfeit. */
export const OpsAppealsRoute = () => <AppealsScreen />;

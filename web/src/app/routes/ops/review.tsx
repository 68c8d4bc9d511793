import { ReviewScreen } from '../../../features/ops/components/review-screen';

/** Issue 36, the operator console: the review queue of held sales across brands. */
export const OpsReviewRoute = () => <ReviewScreen />;

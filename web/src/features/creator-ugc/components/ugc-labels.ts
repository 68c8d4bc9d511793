import { formatUsd } from '../../../../../ui/utils/format';
import { monthsLabel } from '../../../lib/ugc-labels';

/** What approval of content for this request pays and licenses, said before the creator submits. */
export const requestTermsSentence = (request: {
  budget_cents: number;
  licensing_duration_months: number;
  licensing_terms: string | null;
}): string =>
  `If approved you are paid ${formatUsd(request.budget_cents)} (with your next payout once the brand's invoice is paid) and the brand may use the content for ${monthsLabel(request.licensing_duration_months)}${request.licensing_terms ? `: ${request.licensing_terms}` : '.'}`;

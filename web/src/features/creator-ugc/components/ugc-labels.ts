import type { Badge } from '../../../components/ui/badge';
import { formatCents } from '../../../utils/format';

type Tone = NonNullable<Parameters<typeof Badge>[0]['tone']>;

const contentTypeLabels: Record<string, string> = {
  reel: 'Reel',
  post: 'Post',
  story: 'Story',
  video: 'Video',
  tiktok: 'TikTok',
  photo: 'Photo',
};

export const contentTypeLabel = (type: string): string => contentTypeLabels[type] ?? type;

/** The word is always shown beside the colour, so colour never carries the meaning alone. */
export const submissionStatusTone: Record<string, Tone> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export const statusLabel = (status: string): string => status[0]?.toUpperCase() + status.slice(1);

/** "6 months" / "1 month". */
export const monthsLabel = (months: number): string => `${months} month${months === 1 ? '' : 's'}`;

/** What approval of content for this request pays and licenses, said before the creator submits. */
export const requestTermsSentence = (request: {
  budget_cents: number;
  licensing_duration_months: number;
  licensing_terms: string | null;
}): string =>
  `If approved you are paid ${formatCents(request.budget_cents)} (with your next payout once the brand's invoice is paid) and the brand may use the content for ${monthsLabel(request.licensing_duration_months)}${request.licensing_terms ? `: ${request.licensing_terms}` : '.'}`;

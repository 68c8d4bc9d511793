/** UGC words and badge tones shared by the brand's and the creator's UGC screens. */
import type { Badge } from '../../../ui/components/ui/badge';

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

/**
 * Requests (open, closed) and submissions (pending, approved, rejected). The word is always shown
 * beside the colour, so colour never carries the meaning alone.
 */
export const ugcStatusTone: Record<string, Tone> = {
  open: 'green',
  closed: 'neutral',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export const statusLabel = (status: string): string => status[0]?.toUpperCase() + status.slice(1);

/** "6 months" / "1 month". */
export const monthsLabel = (months: number): string => `${months} month${months === 1 ? '' : 's'}`;

import type { Badge } from '../../../../../ui/components/ui/badge';

type Tone = NonNullable<Parameters<typeof Badge>[0]['tone']>;

/**
 * Spec 4: `paid` from the server reads "completed"; every other status is shown as it is. Colours:
 * completed green, processing blue, pending yellow, failed red, any other grey. The word is always
 * there, so colour never carries the meaning alone.
 */
export const payoutStatusLabel = (status: string): string => (status === 'paid' ? 'completed' : status);

const tones: Record<string, Tone> = {
  completed: 'green',
  processing: 'blue',
  pending: 'yellow',
  failed: 'red',
};

export const payoutStatusTone = (label: string): Tone => tones[label] ?? 'neutral';

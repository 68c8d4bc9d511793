/**
 * A held sale's reason and its ledger lines' short label, from the signals that hold it: each signal's
 * reason in the order they fired, with what happens next said once.
 */
import { type FraudSignalName, fraudSignalLabels, type SignalHit } from '../../../contracts/fraud';
import { HOLD_TAIL, REVIEW_TAIL } from './signal';

/** `tail`: what happens next (a sale under review after its money was paid says so: REVIEW_TAIL). */
export const holdReasonOf = (
  hits: readonly Pick<SignalHit, 'reason'>[],
  tail: string = HOLD_TAIL,
): string | null => {
  if (hits.length === 0) return null;
  const reasons = hits.map((hit) => hit.reason.replace(HOLD_TAIL, '').replace(REVIEW_TAIL, '').trim());
  return `${reasons.join(' ')} ${tail}`;
};

/** "self-purchase", "click burst and conversion without a click": what the ledger line says holds it. */
export const heldForOf = (names: readonly FraudSignalName[]): string | null => {
  const labels = names.map((name) => fraudSignalLabels[name]);
  if (labels.length === 0) return null;
  return labels.length === 1
    ? (labels[0] as string)
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
};

/**
 * Runs the brand's enabled fraud signals on an order about to be recorded: the hits (which fired, why,
 * with what evidence). The signals are the files of signals/, in the order their reasons are shown.
 */
import type { FraudSettings, SignalHit } from '../../../contracts/fraud';
import type { Signal, SignalFacts } from './signal';
import { clickBurst } from './signals/click-burst';
import { duplicatePayoutAccount } from './signals/duplicate-payout-account';
import { leakedCode } from './signals/leaked-code';
import { newAccountBigSales } from './signals/new-account-big-sales';
import { noClick } from './signals/no-click';
import { refundRate } from './signals/refund-rate';
import { selfPurchase } from './signals/self-purchase';

export const signals: readonly Signal[] = [
  selfPurchase,
  clickBurst,
  noClick,
  leakedCode,
  refundRate,
  newAccountBigSales,
  duplicatePayoutAccount,
];

export const runSignals = (facts: SignalFacts, settings: FraudSettings): SignalHit[] =>
  signals.flatMap((signal) => {
    const setting = settings[signal.name];
    if (!setting.enabled) return [];
    const hit = signal.detect(facts, setting.threshold, setting);
    return hit ? [{ name: signal.name, ...hit }] : [];
  });

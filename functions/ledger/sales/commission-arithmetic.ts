/**
 * The ledger's arithmetic (docs/architecture.md section 5), in integer cents and basis points only: no float ever
 * touches money. A line's base is price x quantity minus the line's discount allocations; its commission
 * is base x the rate frozen at sale time, rounded half-up to the cent, per line.
 */

/** A commission percentage (0–100, possibly with decimals such as 12.5) as integer basis points. */
export const percentToBasisPoints = (percent: number): number => {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Not a commission percentage: ${percent}`);
  }
  return Math.round(percent * 100);
};

/** amount x numerator / denominator, rounded half-up (amount, numerator ≥ 0; denominator > 0). */
export const mulDivHalfUp = (amount: number, numerator: number, denominator: number): number => {
  if (amount < 0 || numerator < 0 || denominator <= 0)
    throw new RangeError('mulDivHalfUp takes non-negative amounts');
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((product * 2n + d) / (2n * d));
};

export interface LineAmounts {
  quantity: number;
  priceCents: number;
  discountCents: number;
}

/** The line's commissionable base: price x quantity − its discount allocations, never below zero. */
export const lineBaseCents = (line: LineAmounts): number =>
  Math.max(0, line.priceCents * line.quantity - line.discountCents);

/** The line's commission at a rate in basis points, rounded half-up to the cent. */
export const lineCommissionCents = (baseCents: number, rateBasisPoints: number): number =>
  mulDivHalfUp(baseCents, rateBasisPoints, 10_000);

export interface LineReversalState {
  quantity: number;
  baseCents: number;
  commissionCents: number;
  /** Units refunded (or cancelled) so far, and what was reversed for them. */
  reversedQuantity: number;
  reversedBaseCents: number;
  reversedCommissionCents: number;
}

export interface Reversal {
  quantity: number;
  baseCents: number;
  commissionCents: number;
}

/**
 * What reversing `units` more units of a line takes back. Computed on the running total (the share of
 * the line's base and commission for all units reversed so far, minus what earlier reversals took), so
 * reversing a line unit by unit takes back exactly what the sale earned: nothing is lost or gained to
 * rounding. Units beyond what is left are ignored (a refund never reverses more than was sold).
 */
export const reverseUnits = (line: LineReversalState, units: number): Reversal => {
  const remaining = line.quantity - line.reversedQuantity;
  const quantity = Math.max(0, Math.min(remaining, Math.floor(units)));
  if (quantity === 0) return { quantity: 0, baseCents: 0, commissionCents: 0 };
  const reversedAfter = line.reversedQuantity + quantity;
  const baseAfter = mulDivHalfUp(line.baseCents, reversedAfter, line.quantity);
  const commissionAfter = mulDivHalfUp(line.commissionCents, reversedAfter, line.quantity);
  return {
    quantity,
    baseCents: baseAfter - line.reversedBaseCents,
    commissionCents: commissionAfter - line.reversedCommissionCents,
  };
};

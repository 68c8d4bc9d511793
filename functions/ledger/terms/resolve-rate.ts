/**
 * Which rule sets a sale line's rate (docs/architecture.md section 5, "Terms"), pure. Every rule that
 * applies to the line at the order's time is a candidate — the product's rate, the creator's terms with
 * the brand (their terms for this product, else their brand-wide terms), an offer running at the order's
 * time, and a performance tier the sale has reached — and the line takes the HIGHEST of them: a creator
 * never earns less than the product's public rate (only a cut that has taken effect after its notice
 * lowers that), and a special rule only ever lifts it. A tier is a rate too (15% → 20% after 10 sales
 * means 20% from the 11th sale), so it lifts the line to the tier's rate unless another rule pays more.
 * On a tie the rule earlier in the list is named (the product's rate before any special one), so a
 * receipt never credits a special rule with a rate the product pays anyway.
 */

export type RateRuleKind = 'product' | 'creator_brand' | 'creator_product' | 'offer' | 'tier';

export interface RateCandidate {
  kind: RateRuleKind;
  percentage: number;
  /** The rule in the creator's words ("your terms with Glow"). */
  creatorLabel: string;
  /** The rule in the brand's words ("@ava's terms for this product"). */
  brandLabel: string;
}

/** The candidates' order for ties: the product's own rate first. */
const ORDER: readonly RateRuleKind[] = ['product', 'creator_brand', 'creator_product', 'offer', 'tier'];

export const resolveRate = (candidates: readonly RateCandidate[]): RateCandidate => {
  const sorted = [...candidates].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const [first, ...rest] = sorted;
  if (!first) throw new Error('A line has at least its product rate');
  return rest.reduce((best, next) => (next.percentage > best.percentage ? next : best), first);
};

export const productRateCandidate = (percentage: number): RateCandidate => ({
  kind: 'product',
  percentage,
  creatorLabel: 'product rate',
  brandLabel: 'product rate',
});

/**
 * The creator's terms for a line: their terms for this product when they exist, else their terms for
 * the whole brand (a product's own terms replace the brand-wide ones, even when lower).
 */
export const creatorTermsCandidate = (input: {
  productTerm: number | undefined;
  brandTerm: number | undefined;
  brandName: string;
  creatorUsername: string | null;
}): RateCandidate | null => {
  const who = input.creatorUsername ? `@${input.creatorUsername}'s` : "the creator's";
  if (input.productTerm !== undefined)
    return {
      kind: 'creator_product',
      percentage: input.productTerm,
      creatorLabel: `your terms with ${input.brandName} for this product`,
      brandLabel: `${who} terms for this product`,
    };
  if (input.brandTerm !== undefined)
    return {
      kind: 'creator_brand',
      percentage: input.brandTerm,
      creatorLabel: `your terms with ${input.brandName}`,
      brandLabel: `${who} terms for all products`,
    };
  return null;
};

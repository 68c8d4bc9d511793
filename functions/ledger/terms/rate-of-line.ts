/**
 * The reads of a sale turned into each line's rate rule (resolve-rate.ts): the product's rate and the
 * creator's terms, each as in force at the order's time (contracts/rate-schedule.ts), so a cut announced
 * before the order but effective after it leaves the order at the old rate, whenever its webhook comes.
 */
import { type RateChange, rateAt } from '../../../contracts/rate-schedule';
import { type ProductItem, productRateAt } from '../../catalogue';
import { BRAND_SCOPE, type CreatorTermItem } from '../entities/creator-term';
import { creatorTermsCandidate, productRateCandidate, type RateCandidate, resolveRate } from './resolve-rate';

/** Terms apply to orders placed from their creation: before it the creator had none (undefined). */
const termRateAt = (term: CreatorTermItem | undefined, at: string): number | undefined =>
  term && term.created_at <= at
    ? rateAt(term.rate_changes as RateChange[], term.commission_percentage, at)
    : undefined;

export const lineRateRule = (input: {
  /** The order's time (ISO, UTC). */
  at: string;
  terms: readonly CreatorTermItem[];
  brandName: string;
  creatorUsername: string | null;
  /** Rules of the whole sale beside the product's and the creator's (an offer, a tier). */
  extra?: (product: ProductItem) => readonly RateCandidate[];
}) => {
  const byScope = new Map(input.terms.map((term) => [term.scope, term]));
  const brandTerm = termRateAt(byScope.get(BRAND_SCOPE), input.at);
  return (product: ProductItem): RateCandidate => {
    const terms = creatorTermsCandidate({
      productTerm: termRateAt(byScope.get(product.id), input.at),
      brandTerm,
      brandName: input.brandName,
      creatorUsername: input.creatorUsername,
    });
    return resolveRate([
      productRateCandidate(productRateAt(product, input.at).percentage),
      ...(terms ? [terms] : []),
      ...(input.extra?.(product) ?? []),
    ]);
  };
};

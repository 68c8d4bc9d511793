import type { BulkProductAction } from '../../contracts/brand-products';
import type { Actor } from '../shared/audit/actor';
import { DomainError } from '../shared/errors';
import { log } from '../shared/log';
import type { Product } from './entities/product';
import { type ProductSettings, updateProductSettings } from './update-product-settings';

export type BulkFailure = { product_id: string; code: string; message: string };
export type BulkOutcome = { action: BulkProductAction; succeeded: Product[]; failed: BulkFailure[] };

/**
 * How many products are written at once. A change of availability moves the brand's product count and
 * the directory totals (one item each, in every product's transaction): run together, those
 * transactions would only cancel each other (TransactionConflict) and retry, so they go one after
 * another. A commission touches the product alone.
 */
const concurrency: Record<BulkProductAction, number> = { make_available: 1, pause: 1, set_commission: 8 };

/**
 * A feature has 10 s (infra/constructs/app-function.ts): no product is started after this much of it,
 * so the answer always comes back and lists the products not reached as `not_attempted` (the screen
 * sends those again) instead of the request timing out with an unknown part done.
 */
export const BULK_TIME_BUDGET_MS = 7_000;

const notAttempted = (productId: string): BulkFailure => ({
  product_id: productId,
  code: 'not_attempted',
  message: 'Not changed: the request ran out of time. Try this product again.',
});

const settingsOf = (action: BulkProductAction, commission: number | undefined): ProductSettings =>
  action === 'set_commission'
    ? { commission_percentage: commission as number }
    : { available_to_influencers: action === 'make_available' };

/**
 * Bulk actions on My Products. Each product is its own write through the single edit's action
 * (updateProductSettings), so the same rules, counters and events (ProductChanged) apply as when the
 * brand flips one card; the brand's own partition is the only one read, so another brand's id or an
 * unknown one fails as not_found and nothing of it is touched. Every id ends in `succeeded` or in
 * `failed` with its reason: nothing fails silently, and a failure does not stop the others (past the
 * time budget the rest are `not_attempted`).
 * Duplicate ids are done once.
 */
export const bulkUpdateProducts = async (
  brandId: string,
  input: { action: BulkProductAction; product_ids: readonly string[]; commission_percentage?: number },
  actor: Actor,
): Promise<BulkOutcome> => {
  const ids = [...new Set(input.product_ids)];
  const settings = settingsOf(input.action, input.commission_percentage);
  const outcomes: ({ ok: true; product: Product } | { ok: false; failure: BulkFailure })[] = [];
  const deadline = Date.now() + BULK_TIME_BUDGET_MS;
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      const productId = ids[index] as string;
      if (Date.now() > deadline) {
        outcomes[index] = { ok: false, failure: notAttempted(productId) };
        continue;
      }
      try {
        outcomes[index] = {
          ok: true,
          product: await updateProductSettings(brandId, productId, settings, actor),
        };
      } catch (error) {
        if (!(error instanceof DomainError))
          log.error('bulk product update failed', { brandId, productId, action: input.action, error });
        outcomes[index] = {
          ok: false,
          failure:
            error instanceof DomainError
              ? { product_id: productId, code: error.code, message: error.message }
              : {
                  product_id: productId,
                  code: 'internal_error',
                  message: 'This product could not be updated. Please try again.',
                },
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency[input.action], ids.length) }, worker));
  return {
    action: input.action,
    succeeded: outcomes.flatMap((outcome) => (outcome.ok ? [outcome.product] : [])),
    failed: outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.failure])),
  };
};

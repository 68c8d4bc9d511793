/**
 * A product's commission changed by its brand, with notice for a cut (contracts/rate-schedule.ts,
 * docs/architecture.md section 5 "Terms"): a raise is in force at once, a cut from its effective date,
 * and a pending cut can be withdrawn before it. Each write is conditioned on the schedule it read
 * (`rate_version`), so two racing edits cannot lose one another's change; the loser reads again.
 */

import { DEFAULT_COMMISSION_PERCENTAGE } from '../../contracts/constants';
import { cancelPendingRate, editRate, type RateChange } from '../../contracts/rate-schedule';
import { isConditionFailure } from '../shared/data/client';
import { writeTransaction } from '../shared/data/entity';
import { catalogueService } from './entities/catalogue-service';
import {
  type Guard,
  type Product,
  type ProductItem,
  product,
  productNotFound,
  toProduct,
} from './entities/product';

const ATTEMPTS = 5;

type Schedule = Pick<ProductItem, 'commission_percentage' | 'rate_changes' | 'rate_version'>;

/** The new schedule of an item for a rate asked for now. */
const scheduleFor = (item: Schedule, percentage: number, now: Date) => {
  const edit = editRate(
    item.rate_changes as RateChange[] | undefined,
    item.commission_percentage ?? DEFAULT_COMMISSION_PERCENTAGE,
    percentage,
    now,
  );
  return { commission_percentage: edit.current, rate_changes: edit.changes };
};

/** "The schedule is still the one read." */
const versionIs =
  (version: number | undefined): Guard =>
  (attr, op) =>
    version === undefined ? op.notExists(attr.rate_version) : op.eq(attr.rate_version, version);

/** Reads the product, computes its next schedule, writes it on the version read; retried on a race. */
const writeSchedule = async (
  brandId: string,
  productId: string,
  next: (item: ProductItem, now: Date) => Pick<ProductItem, 'commission_percentage' | 'rate_changes'>,
): Promise<Product> => {
  for (let attempt = 1; ; attempt++) {
    const { data: item } = await product.get({ brand_id: brandId, id: productId }).go({ consistent: true });
    if (!item) throw productNotFound();
    const now = new Date();
    try {
      const { data } = await product
        .patch({ brand_id: brandId, id: productId })
        .set({
          ...next(item, now),
          rate_version: (item.rate_version ?? 0) + 1,
          updated_at: now.toISOString(),
        })
        .where(versionIs(item.rate_version))
        .go({ response: 'all_new' });
      return toProduct(data);
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error;
    }
  }
};

/** The brand's new commission for one product: a raise now, a cut after the notice. */
export const setProductRate = (brandId: string, productId: string, percentage: number): Promise<Product> =>
  writeSchedule(brandId, productId, (item, now) => scheduleFor(item, percentage, now));

/** Withdraws the product's announced cut: the rate in force stays. */
export const cancelProductRateCut = (brandId: string, productId: string): Promise<Product> =>
  writeSchedule(brandId, productId, (item, now) => ({
    commission_percentage: item.commission_percentage,
    rate_changes: cancelPendingRate(item.rate_changes as RateChange[] | undefined, now),
  }));

/**
 * 'Apply to All': one commission for every product of the brand, each with the same notice rule as a
 * single edit. Transactions of up to 100 items, each conditioned on the schedule read; a chunk refused
 * by a racing edit is read and written again.
 */
export const setRateOfProducts = async (
  brandId: string,
  items: readonly ProductItem[],
  percentage: number,
): Promise<void> => {
  let pending = [...items];
  for (let attempt = 1; pending.length > 0; attempt++) {
    const chunk = pending.slice(0, 100);
    const now = new Date();
    const outcome = await writeTransaction(catalogueService(), (entities) =>
      Object.fromEntries(
        chunk.map((item, i) => [
          `product${i}`,
          entities.product
            .patch({ brand_id: brandId, id: item.id })
            .set({
              ...scheduleFor(item, percentage, now),
              rate_version: (item.rate_version ?? 0) + 1,
              updated_at: now.toISOString(),
            })
            .where(versionIs(item.rate_version))
            .commit(),
        ]),
      ),
    );
    if (outcome.ok) {
      pending = pending.slice(100);
      continue;
    }
    if (attempt >= ATTEMPTS)
      throw new Error(`commission for all of ${brandId}: refused (${outcome.refused.join(', ')})`);
    // Re-read the chunk (a racing edit, or a product deleted meanwhile) and try again.
    const { data } = await product.query.primary({ brand_id: brandId }).go({ pages: 'all' });
    const ids = new Set(chunk.map((item) => item.id));
    pending = [...data.filter((item) => ids.has(item.id)), ...pending.slice(100)];
  }
};

/**
 * A product's commission changed by its brand, with notice for a cut (contracts/rate-schedule.ts,
 * docs/architecture.md section 5 "Terms"): a raise is in force at once, a cut from its effective date,
 * and a pending cut can be withdrawn before it. Each write is conditioned on the schedule it read
 * (`rate_version`), so two racing edits cannot lose one another's change; the loser reads again.
 */

import { DEFAULT_COMMISSION_PERCENTAGE } from '../../contracts/constants';
import { cancelPendingRate, editRate, type RateChange } from '../../contracts/rate-schedule';
import { writeTransaction } from '../shared/data/entity';
import { commissionCutEvent } from '../shared/events/commission-cut-event';
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

/**
 * Reads the product, computes its next schedule, writes it on the version read with the cut it announces
 * or withdraws (CommissionCutAnnounced / Withdrawn: the partners are told) in one transaction; retried on
 * a race.
 */
const writeSchedule = async (
  brandId: string,
  productId: string,
  next: (item: ProductItem, now: Date) => Pick<ProductItem, 'commission_percentage' | 'rate_changes'>,
): Promise<Product> => {
  for (let attempt = 1; ; attempt++) {
    const { data: item } = await product.get({ brand_id: brandId, id: productId }).go({ consistent: true });
    if (!item || item.deleted_at) throw productNotFound();
    const now = new Date();
    const values = {
      ...next(item, now),
      rate_version: (item.rate_version ?? 0) + 1,
      updated_at: now.toISOString(),
    };
    const cut = cutEventOf(brandId, item, values, now);
    const outcome = await writeTransaction(catalogueService(), (entities) => {
      const operations: Record<string, unknown> = {
        product: entities.product
          .patch({ brand_id: brandId, id: productId })
          .set(values)
          .where(versionIs(item.rate_version))
          .commit(),
      };
      if (cut) operations.cut = entities.outbox.create(cut.item).commit();
      return operations;
    });
    if (outcome.ok) return toProduct({ ...item, ...values });
    // Another edit won the race (or the product was deleted meanwhile): read again.
    if (attempt >= ATTEMPTS)
      throw new Error(`commission of ${brandId}/${productId}: refused (${outcome.refused.join(', ')})`);
  }
};

/** The cut a product's new schedule announces or withdraws, as an outbox event (or null). */
const cutEventOf = (brandId: string, item: ProductItem, values: Schedule, now: Date) =>
  commissionCutEvent({
    before: item.rate_changes as RateChange[] | undefined,
    after: values.rate_changes as RateChange[],
    fallback: item.commission_percentage ?? DEFAULT_COMMISSION_PERCENTAGE,
    now,
    brandId,
    productId: item.id,
  });

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
 * single edit. Transactions of up to CHUNK products with the cut each announces or withdraws (at most
 * 100 items), each conditioned on the schedule read; a chunk refused by a racing edit is read and
 * written again.
 */
const CHUNK = 50;

export const setRateOfProducts = async (
  brandId: string,
  items: readonly ProductItem[],
  percentage: number,
  /** When the brand asked (the demo's history sets its rates as of the history's start). */
  now = new Date(),
): Promise<void> => {
  let pending = [...items];
  for (let attempt = 1; pending.length > 0; attempt++) {
    const chunk = pending.slice(0, CHUNK);
    const writes = chunk.map((item) => {
      const values = {
        ...scheduleFor(item, percentage, now),
        rate_version: (item.rate_version ?? 0) + 1,
        updated_at: now.toISOString(),
      };
      return { item, values, cut: cutEventOf(brandId, item, values, now) };
    });
    const outcome = await writeTransaction(catalogueService(), (entities) =>
      Object.fromEntries(
        writes.flatMap(({ item, values, cut }, i) => [
          [
            `product${i}`,
            entities.product
              .patch({ brand_id: brandId, id: item.id })
              .set(values)
              .where(versionIs(item.rate_version))
              .commit(),
          ],
          ...(cut ? [[`cut${i}`, entities.outbox.create(cut.item).commit()]] : []),
        ]),
      ),
    );
    if (outcome.ok) {
      pending = pending.slice(CHUNK);
      continue;
    }
    if (attempt >= ATTEMPTS)
      throw new Error(`commission for all of ${brandId}: refused (${outcome.refused.join(', ')})`);
    // Re-read the chunk (a racing edit, or a product deleted meanwhile) and try again.
    const { data } = await product.query.primary({ brand_id: brandId }).go({ pages: 'all' });
    const ids = new Set(chunk.map((item) => item.id));
    pending = [...data.filter((item) => ids.has(item.id)), ...pending.slice(CHUNK)];
  }
};

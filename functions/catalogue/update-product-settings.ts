import type * as z from 'zod/mini';
import type { productSettingsSchema } from '../../contracts/brand-products';
import type { Actor } from '../shared/audit/actor';
import { indexKeys } from '../shared/data/keys';
import {
  availabilityIs,
  type Guard,
  type Product,
  type ProductField,
  type ProductItem,
  patchProduct,
  product,
  splitNulls,
  toProduct,
} from './entities/product';
import { setProductRate } from './set-product-rate';
import { productChanged, programEdit, writeAgainstAvailability } from './write-against-availability';

export type ProductSettings = z.output<typeof productSettingsSchema>;

/** Credits padded to 10 digits, so the string order of the Sample Store index is the numeric order. */
export const sampleStoreSortKey = (credits: number, productId: string) =>
  `${String(credits).padStart(10, '0')}#${productId}`;

/** Whether a settings write changes what the Sample Store lists. */
const touchesSampleStore = (settings: { sample_available?: boolean; sample_credits?: number }) =>
  settings.sample_available !== undefined || settings.sample_credits !== undefined;

/**
 * The Sample Store entry after a settings write (the settings over what was read), and the condition
 * that the sample fields read are still current, so two racing edits cannot leave the index describing
 * the loser's values.
 */
const sampleStoreEntry = (productId: string, current: ProductItem, settings: ProductSettings) => {
  const wasAvailable = current.sample_available === true;
  const wasCredits = current.sample_credits ?? 0;
  const credits = settings.sample_credits ?? wasCredits;
  const guard: Guard = (attr, op) =>
    `(${op.notExists(attr.sample_available)} OR ${op.eq(attr.sample_available, wasAvailable)}) AND (${op.notExists(attr.sample_credits)} OR ${op.eq(attr.sample_credits, wasCredits)})`;
  return (settings.sample_available ?? wasAvailable) && credits > 0
    ? { set: { gsi1pk: indexKeys.sampleStore, gsi1sk: sampleStoreSortKey(credits, productId) }, guard }
    : { remove: ['gsi1pk', 'gsi1sk'] as ProductField[], guard };
};

/**
 * Brand settings of a product. Live/Paused also moves the product into or out of the marketplace index
 * (gsi2sk `{created_at}#{id}`) and the brand's count; the sample fields move it into or out of the
 * Sample Store; both in the same write.
 */
export const updateProductSettings = async (
  brandId: string,
  productId: string,
  settings: ProductSettings,
  /** Who asked (the audit log's entry of a commission change). */
  actor: Actor,
  /**
   * When the brand asked: the request's time. Going live counts from it (contracts/program-schedule.ts),
   * so the demo's history makes its products live as of the history's start, before its first order.
   */
  now = new Date(),
): Promise<Product> => {
  // The rate has its own write, with notice for a cut (set-product-rate.ts).
  const { commission_percentage: rate, ...others } = settings;
  if (rate !== undefined) {
    const rated = await setProductRate(brandId, productId, rate, actor);
    if (Object.keys(others).length === 0) return rated;
  }
  return updateOtherSettings(brandId, productId, others, now);
};

const updateOtherSettings = async (
  brandId: string,
  productId: string,
  settings: ProductSettings,
  now: Date,
): Promise<Product> => {
  const toggled = settings.available_to_influencers !== undefined;
  if (!toggled && !touchesSampleStore(settings)) return patchProduct(brandId, productId, settings);
  return writeAgainstAvailability(brandId, productId, (current, was) => {
    const next = settings.available_to_influencers ?? was;
    const store = touchesSampleStore(settings) ? sampleStoreEntry(productId, current, settings) : undefined;
    const { set, remove } = splitNulls(settings);
    const values: Partial<ProductItem> = { ...set, ...store?.set, updated_at: now.toISOString() };
    // Pausing leaves listings now and the program after the notice; making live is at once
    // (contracts/program-schedule.ts). Partners are told in the same transaction.
    const leave = toggled ? programEdit(current, was, next, now, 'paused') : undefined;
    if (leave) values.program_changes = leave.changes;
    const removals = [...remove, ...(store?.remove ?? [])];
    if (toggled && next)
      Object.assign(values, { gsi2pk: indexKeys.marketplace, gsi2sk: `${current.created_at}#${current.id}` });
    if (toggled && !next) removals.push('gsi2pk', 'gsi2sk');
    let write = product
      .patch({ brand_id: brandId, id: productId })
      .set(values)
      .remove(removals)
      .where(availabilityIs(was));
    if (store) write = write.where(store.guard);
    return {
      write,
      delta: next === was ? 0 : next ? 1 : -1,
      go: async () => toProduct((await write.go({ response: 'all_new' })).data),
      // Availability is what the public product page shows of the settings: its edge copy is invalidated.
      ...(next === was && !leave?.event
        ? {}
        : {
            also: (entities) => ({
              ...(next === was ? {} : { event: productChanged(entities, brandId, productId) }),
              ...(leave?.event ? { leave: entities.outbox.create(leave.event.item).commit() } : {}),
            }),
          }),
      after: toProduct({
        ...current,
        ...values,
        ...Object.fromEntries(remove.map((field) => [field, null])),
      }),
    };
  });
};

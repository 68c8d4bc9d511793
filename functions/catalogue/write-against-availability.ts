import { isConditionFailure } from '../shared/data/client';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { availableProductCountChanges, isStoreConnected } from './entities/brand';
import { type CatalogueWriteEntities, catalogueService } from './entities/catalogue-service';
import { availabilityIs, type ProductItem, product, productNotFound } from './entities/product';

const MAX_ATTEMPTS = 5;

/**
 * A write that depends on the product as read just before, conditioned (by `plan`) on the availability
 * read. When it makes the product available or not (`delta`), the brand's available_product_count (and
 * the brands directory totals, which count it only while the brand's store is connected) move with it
 * in one transaction. A double toggle (two tabs, a retried request) counts once: the loser re-reads and
 * finds nothing left to change. `also` joins more operations to the transaction (an id pointer, an
 * outbox event); with it the write is a transaction even when availability stays.
 */
export const writeAgainstAvailability = async <T>(
  brandId: string,
  productId: string,
  plan: (
    current: ProductItem,
    was: boolean,
  ) => {
    write: object;
    delta: -1 | 0 | 1;
    go: () => Promise<T>;
    after: T;
    also?: (entities: CatalogueWriteEntities) => Record<string, unknown>;
  },
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    // The brand's connection is read beside the product (one round trip, not two in a row): a toggle
    // needs both, and bulk actions toggle hundreds of products one after another.
    const [{ data: current }, connection] = await Promise.all([
      product.get({ brand_id: brandId, id: productId }).go({ consistent: true }),
      isStoreConnected(brandId),
    ]);
    if (!current) throw productNotFound();
    const { write, delta, go, after, also } = plan(current, current.available_to_influencers === true);
    if (delta === 0 && !also) {
      try {
        return await go();
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    } else {
      const connected = delta === 0 ? false : connection;
      const outcome = await writeTransaction(
        catalogueService(),
        (entities): Record<string, unknown> => ({
          // The same operation as the transaction's item (ElectroDB types commit() only in its callback).
          product: (write as { commit: () => unknown }).commit(),
          ...(delta === 0 ? {} : availableProductCountChanges(entities, brandId, delta, connected)),
          ...also?.(entities),
        }),
      );
      if (outcome.ok) return after;
    }
    if (attempt >= MAX_ATTEMPTS)
      throw new DomainError(
        'conflict',
        'This product was changed at the same time elsewhere. Please try again.',
      );
  }
};

/** The public product page changed (its edge copy is invalidated): an operation of the change's transaction. */
export const productChanged = (entities: CatalogueWriteEntities, brandId: string, productId: string) =>
  entities.outbox.create(outboxEvent('ProductChanged', { version: 1, productId, brandId }).item).commit();

/**
 * Deleting a product deletes its id pointer and announces ProductChanged (its public page is gone); an
 * available product also leaves the brand's available_product_count. One transaction.
 */
export const deleteProduct = (brandId: string, productId: string): Promise<void> =>
  writeAgainstAvailability(brandId, productId, (_, was) => {
    const write = product.remove({ brand_id: brandId, id: productId }).where(availabilityIs(was));
    return {
      write,
      delta: was ? -1 : 0,
      go: async () => void (await write.go()),
      after: undefined,
      also: (entities) => ({
        pointer: entities.productPointer.delete({ id: productId }).commit(),
        event: productChanged(entities, brandId, productId),
      }),
    };
  });

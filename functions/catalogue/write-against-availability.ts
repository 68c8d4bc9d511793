import { editProgram, type ProgramChange } from '../../contracts/program-schedule';
import { isConditionFailure } from '../shared/data/client';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { programLeaveEvent } from '../shared/events/commission-cut-event';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { availableProductCountChanges, isStoreConnected } from './entities/brand';
import { type CatalogueWriteEntities, catalogueService } from './entities/catalogue-service';
import {
  availabilityIs,
  type ProductItem,
  product,
  productInProgramAt,
  productNotFound,
  productRateAt,
} from './entities/product';

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
    // A tombstone (a deleted product kept for the ledger) is no product to write.
    if (!current || current.deleted_at) throw productNotFound();
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
 * A product's next place in the program when the brand asks for it to be in (`next`) or out
 * (contracts/program-schedule.ts), and the notice that change gives its partners (null: none).
 */
export const programEdit = (
  current: ProductItem,
  was: boolean,
  next: boolean,
  now: Date,
  leaving: 'paused' | 'deleted',
) => {
  const before = current.program_changes as ProgramChange[] | undefined;
  const changes = editProgram(before, was, next, now);
  const event = programLeaveEvent({
    before,
    after: changes,
    now,
    brandId: current.brand_id,
    productId: current.id,
    percentage: productRateAt(current, now.toISOString()).percentage,
    leaving,
  });
  return { changes, event };
};

/**
 * Deleting a product deletes its id pointer and announces ProductChanged (its public page is gone); an
 * available product also leaves the brand's available_product_count. One transaction. A product that
 * still earns (live, or paused and not yet out of the program) has partners who were promised its rate
 * until a leaving date: it is kept as a tombstone (deleted_at, out of every listing and index at once)
 * that the ledger still reads, leaving the program after the notice (the partners are told); one that
 * earns nothing is removed.
 */
export const deleteProduct = (brandId: string, productId: string): Promise<void> =>
  writeAgainstAvailability(brandId, productId, (current, was) => {
    const now = new Date();
    const also = (entities: CatalogueWriteEntities, event?: { item: unknown } | null) => ({
      pointer: entities.productPointer.delete({ id: productId }).commit(),
      event: productChanged(entities, brandId, productId),
      ...(event ? { leave: entities.outbox.create(event.item as never).commit() } : {}),
    });
    if (!productInProgramAt(current, now.toISOString())) {
      const write = product.remove({ brand_id: brandId, id: productId }).where(availabilityIs(was));
      return {
        write,
        delta: was ? -1 : 0,
        go: async () => void (await write.go()),
        after: undefined,
        also: (entities) => also(entities),
      };
    }
    const leave = programEdit(current, was, false, now, 'deleted');
    const write = product
      .patch({ brand_id: brandId, id: productId })
      .set({
        deleted_at: now.toISOString(),
        available_to_influencers: false,
        program_changes: leave.changes,
        updated_at: now.toISOString(),
      })
      .remove(['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'])
      .where(availabilityIs(was))
      .where((attr, op) => op.notExists(attr.deleted_at));
    return {
      write,
      delta: was ? -1 : 0,
      go: async () => void (await write.go()),
      after: undefined,
      also: (entities) => also(entities, leave.event),
    };
  });

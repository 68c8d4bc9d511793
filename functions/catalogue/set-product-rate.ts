/**
 * A product's commission changed by its brand, with notice for a cut (contracts/rate-schedule.ts,
 * docs/architecture.md section 5 "Terms"): a raise is in force at once, a cut from its effective date,
 * and a pending cut can be withdrawn before it. Each write is conditioned on the schedule it read
 * (`rate_version`), so two racing edits cannot lose one another's change; the loser reads again.
 */

import type { AuditKind } from '../../contracts/audit-log';
import { DEFAULT_COMMISSION_PERCENTAGE } from '../../contracts/constants';
import { cancelPendingRate, editRate, pendingRate, type RateChange } from '../../contracts/rate-schedule';
import type { Actor } from '../shared/audit/actor';
import { auditEntry } from '../shared/audit/audit-entry';
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

/** A schedule as the audit log shows it: the rate in force and a cut announced for later, if any. */
const rateView = (schedule: Pick<Schedule, 'commission_percentage' | 'rate_changes'>, now: Date) => {
  const current = schedule.commission_percentage ?? DEFAULT_COMMISSION_PERCENTAGE;
  const pending = pendingRate(schedule.rate_changes as RateChange[] | undefined, now.toISOString());
  return {
    commission_percentage: current,
    ...(pending
      ? { pending_percentage: pending.commission_percentage, pending_from: pending.effective_at }
      : {}),
  };
};

/**
 * The audit entry of one product's schedule change (issue 35), for the change's own transaction; none
 * when the schedule stays as it was (the same rate asked again: nothing changed to record).
 */
const auditOf = (
  brandId: string,
  actor: Actor,
  kind: AuditKind,
  item: ProductItem,
  values: Schedule,
  now: Date,
) => {
  const before = rateView(item, now);
  const after = rateView(values, now);
  if (JSON.stringify(before) === JSON.stringify(after)) return undefined;
  const subject = { type: 'product', id: item.id, label: item.name };
  return auditEntry(brandId, actor, { kind, subject, before, after }, now);
};

/**
 * Reads the product, computes its next schedule, writes it on the version read with the cut it announces
 * or withdraws (CommissionCutAnnounced / Withdrawn: the partners are told) and its audit entry (who did
 * it, before and after) in one transaction; retried on a race, each attempt with the values it read, so
 * two racing edits leave two entries whose before/after follow one another.
 */
const writeSchedule = async (
  brandId: string,
  productId: string,
  actor: Actor,
  kind: AuditKind,
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
    const audit = auditOf(brandId, actor, kind, item, values, now);
    const outcome = await writeTransaction(catalogueService(), (entities) => {
      const operations: Record<string, unknown> = {
        product: entities.product
          .patch({ brand_id: brandId, id: productId })
          .set(values)
          .where(versionIs(item.rate_version))
          .commit(),
      };
      if (audit) operations.audit = audit.commit();
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
export const setProductRate = (
  brandId: string,
  productId: string,
  percentage: number,
  actor: Actor,
): Promise<Product> =>
  writeSchedule(brandId, productId, actor, 'commission.changed', (item, now) =>
    scheduleFor(item, percentage, now),
  );

/** Withdraws the product's announced cut: the rate in force stays. */
export const cancelProductRateCut = (brandId: string, productId: string, actor: Actor): Promise<Product> =>
  writeSchedule(brandId, productId, actor, 'commission.cut_cancelled', (item, now) => ({
    commission_percentage: item.commission_percentage,
    rate_changes: cancelPendingRate(item.rate_changes as RateChange[] | undefined, now),
  }));

/**
 * 'Apply to All': one commission for every product of the brand, each with the same notice rule as a
 * single edit. Transactions of up to CHUNK products with the cut each announces or withdraws and each
 * product's audit entry (at most 100 items), each conditioned on the schedule read; a chunk refused by a
 * racing edit is read and written again.
 */
const CHUNK = 33;

export const setRateOfProducts = async (
  brandId: string,
  items: readonly ProductItem[],
  percentage: number,
  actor: Actor,
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
      return {
        item,
        values,
        cut: cutEventOf(brandId, item, values, now),
        audit: auditOf(brandId, actor, 'commission.changed', item, values, now),
      };
    });
    const outcome = await writeTransaction(catalogueService(), (entities) =>
      Object.fromEntries(
        writes.flatMap(({ item, values, cut, audit }, i) => [
          [
            `product${i}`,
            entities.product
              .patch({ brand_id: brandId, id: item.id })
              .set(values)
              .where(versionIs(item.rate_version))
              .commit(),
          ],
          ...(audit ? [[`audit${i}`, audit.commit()]] : []),

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

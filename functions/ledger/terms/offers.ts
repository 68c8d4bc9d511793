/**
 * Time-limited offers (issue 21; docs/architecture.md section 5, "Terms"): created by the brand, listed on
 * Explore → Promotions, and a candidate rule of every sale whose order time falls within one (for its
 * product, or any product of the brand). An offer that has started cannot be withdrawn: it runs to its
 * end, as promised to partners (so ending an offer never needs notice).
 */
import type * as z from 'zod/mini';
import type { offer as offerShape } from '../../../contracts/terms';
import { getProductOrThrow } from '../../catalogue';
import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { createId } from '../../shared/data/ids';
import { indexKeys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { DAY_MS } from '../../shared/time/days';
import { termsService } from '../entities/creator-term';
import { listOffersOfBrand, listPromotions, type OfferItem, offerEntity } from '../entities/offer';
import type { RateCandidate } from './resolve-rate';

type OfferView = z.input<typeof offerShape>;

const PROMOTIONS_SHOWN = 50;
const MAX_DAYS = 366;
/** Kept this long after its end (TTL): any late webhook of its orders is long in by then. */
const KEPT_AFTER_END_MS = 60 * DAY_MS;

const dayOf = (iso: string) => iso.slice(0, 10);
/** The last day of an offer ending (exclusive) at `endsAt`. */
const lastDayOf = (endsAt: string) => dayOf(new Date(Date.parse(endsAt) - DAY_MS).toISOString());

export const toOfferView = (item: OfferItem, now: string): OfferView => ({
  id: item.id,
  brand_id: item.brand_id,
  brand_name: item.brand_name,
  product_id: item.product_id ?? null,
  product_name: item.product_name ?? null,
  rate_percentage: item.rate_percentage,
  starts_on: dayOf(item.starts_at),
  ends_on: lastDayOf(item.ends_at),
  state: now < item.starts_at ? 'upcoming' : now < item.ends_at ? 'running' : 'ended',
});

/** An offer as the audit log shows it. */
const offerAudit = (item: OfferItem) => ({
  subject: { type: 'offer', id: item.id, label: item.product_name ?? 'every product' },
  value: {
    rate_percentage: item.rate_percentage,
    starts_on: dayOf(item.starts_at),
    ends_on: lastDayOf(item.ends_at),
    product_id: item.product_id ?? null,
  },
});

const offerHasStarted = () =>
  new DomainError('conflict', 'This offer has started: it runs to its end, as promised to creators');

export const createOffer = async (
  brand: { id: string; brand_name: string },
  input: { product_id: string | null; rate_percentage: number; starts_on: string; ends_on: string },
  actor: Actor,
): Promise<OfferView> => {
  const startsAt = Date.parse(`${input.starts_on}T00:00:00.000Z`);
  const endsAt = Date.parse(`${input.ends_on}T00:00:00.000Z`) + DAY_MS;
  const now = Date.now();
  if (!Number.isFinite(startsAt) || !Number.isFinite(endsAt))
    throw new DomainError('validation_failed', 'Not a date', { starts_on: 'Enter a real date' });
  if (endsAt <= startsAt)
    throw new DomainError('validation_failed', 'The offer ends before it starts', {
      ends_on: 'The last day is on or after the first day',
    });
  if (endsAt <= now)
    throw new DomainError('validation_failed', 'The offer would be over already', {
      ends_on: 'The last day is today or later',
    });
  if (endsAt - startsAt > MAX_DAYS * DAY_MS)
    throw new DomainError('validation_failed', 'An offer lasts at most a year', {
      ends_on: 'At most a year after the first day',
    });
  const product = input.product_id ? await getProductOrThrow(brand.id, input.product_id) : undefined;
  const id = createId('OF');
  const endsIso = new Date(endsAt).toISOString();
  const item = {
    brand_id: brand.id,
    id,
    brand_name: brand.brand_name,
    ...(product ? { product_id: product.id, product_name: product.name } : {}),
    rate_percentage: input.rate_percentage,
    starts_at: new Date(startsAt).toISOString(),
    ends_at: endsIso,
    created_at: new Date(now).toISOString(),
    expiresAt: Math.floor((endsAt + KEPT_AFTER_END_MS) / 1000),
    gsi2pk: indexKeys.promotions,
    gsi2sk: `${endsIso}#${brand.id}#${id}`,
  };
  const { subject, value } = offerAudit(item as OfferItem);
  const audit = auditEntry(brand.id, actor, { kind: 'offer.created', subject, after: value }, new Date(now));
  const outcome = await writeTransaction(termsService, () => ({
    offer: transactional(offerEntity).create(item).commit(),
    audit: audit.commit(),
  }));
  if (!outcome.ok) throw new Error(`createOffer ${brand.id}/${id}: refused (${outcome.refused.join(', ')})`);
  return toOfferView(item as OfferItem, new Date(now).toISOString());
};

/** Withdraws an offer not started yet (conditional on that, at the moment of the delete). */
export const withdrawOffer = async (brandId: string, offerId: string, actor: Actor): Promise<void> => {
  const now = new Date().toISOString();
  const { data } = await offerEntity.get({ brand_id: brandId, id: offerId }).go({ consistent: true });
  if (!data) throw new DomainError('not_found', 'Offer not found');
  if (data.starts_at <= now) throw offerHasStarted();
  const { subject, value } = offerAudit(data);
  const audit = auditEntry(brandId, actor, { kind: 'offer.withdrawn', subject, before: value });
  const outcome = await writeTransaction(termsService, () => ({
    offer: transactional(offerEntity)
      .delete({ brand_id: brandId, id: offerId })
      .where((attr, op) => op.gt(attr.starts_at, new Date().toISOString()))
      .commit(),
    audit: audit.commit(),
  }));
  // Refused: it started (or was withdrawn) between the read and the delete.
  if (!outcome.ok) throw offerHasStarted();
};

export const listBrandOfferViews = async (brandId: string): Promise<OfferView[]> => {
  const now = new Date().toISOString();
  return (await listOffersOfBrand(brandId))
    .map((item) => toOfferView(item, now))
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on));
};

export const listPromotionViews = async (): Promise<OfferView[]> => {
  const now = new Date().toISOString();
  return (await listPromotions(now, PROMOTIONS_SHOWN)).map((item) => toOfferView(item, now));
};

/** The offers of a sale's brand running at the order's time, as candidate rules per product. */
export const offerCandidates =
  (offers: readonly OfferItem[], at: string) =>
  (productId: string): RateCandidate[] =>
    offers
      .filter((o) => o.starts_at <= at && at < o.ends_at && (!o.product_id || o.product_id === productId))
      .map((o) => {
        const label = `offer until ${lastDayOf(o.ends_at)}`;
        return { kind: 'offer', percentage: o.rate_percentage, creatorLabel: label, brandLabel: label };
      });

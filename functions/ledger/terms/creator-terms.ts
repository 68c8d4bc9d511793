/**
 * A brand's per-creator terms (docs/architecture.md section 5, "Terms"): set, listed, and an announced cut
 * withdrawn. Setting terms where there were none is a raise (terms only ever lift a line above the
 * product's rate: resolve-rate.ts), so it is in force at once; lowering them is a cut with notice
 * (contracts/rate-schedule.ts). Each write is conditioned on the schedule it read (`rate_version`).
 */
import type * as z from 'zod/mini';
import type { AuditKind } from '../../../contracts/audit-log';
import {
  cancelPendingRate,
  editRate,
  pendingRate,
  type RateChange,
  rateAt,
  SINCE_EVER,
} from '../../../contracts/rate-schedule';
import type { creatorTerm } from '../../../contracts/terms';
import { getProductOrThrow } from '../../catalogue';
import { getCreator } from '../../identity';
import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { isConditionFailure } from '../../shared/data/client';
import { writeTransaction } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { commissionCutEvent } from '../../shared/events/commission-cut-event';
import {
  BRAND_SCOPE,
  type CreatorTermItem,
  creatorTermEntity,
  listTermsOfBrand,
  listTermsOfCreator,
  termsService,
} from '../entities/creator-term';

type TermView = z.input<typeof creatorTerm>;

const ATTEMPTS = 5;

export const toTermView = (term: CreatorTermItem, now = new Date().toISOString()): TermView => {
  const changes = term.rate_changes as RateChange[];
  return {
    brand_id: term.brand_id,
    brand_name: term.brand_name,
    creator_id: term.creator_id,
    creator_username: term.creator_username,
    product_id: term.scope === BRAND_SCOPE ? null : term.scope,
    product_name: term.product_name ?? null,
    commission_percentage: rateAt(changes, term.commission_percentage, now),
    pending_rate: pendingRate(changes, now),
    updated_at: term.updated_at,
  };
};

/** A term's schedule as the audit log shows it: the rate in force and a cut announced for later. */
const termAuditView = (
  term: Pick<CreatorTermItem, 'rate_changes' | 'commission_percentage'>,
  now: string,
) => {
  const changes = term.rate_changes as RateChange[];
  const pending = pendingRate(changes, now);
  return {
    commission_percentage: rateAt(changes, term.commission_percentage, now),
    ...(pending
      ? { pending_percentage: pending.commission_percentage, pending_from: pending.effective_at }
      : {}),
  };
};

/** Whose terms, for which products: "@ana · Glow Serum" or "@ana · every product". */
const termSubject = (
  term: Pick<CreatorTermItem, 'creator_id' | 'creator_username' | 'scope' | 'product_name'>,
) => ({
  type: 'creator_terms',
  id: term.scope === BRAND_SCOPE ? term.creator_id : `${term.creator_id}/${term.scope}`,
  label: `@${term.creator_username} · ${term.scope === BRAND_SCOPE ? 'every product' : (term.product_name ?? term.scope)}`,
});

const termNotFound = () => new DomainError('not_found', 'These terms do not exist');

const getTerm = async (brandId: string, creatorId: string, scope: string) =>
  (await creatorTermEntity.get({ brand_id: brandId, creator_id: creatorId, scope }).go({ consistent: true }))
    .data ?? undefined;

/**
 * The schedule of terms set where there were none. The first change stands for "no terms" before it (0:
 * never above any product's rate; rate-of-line.ts reads terms only from their created_at). Brand-wide
 * terms are a raise, in force now. A product's own terms replace the creator's brand-wide terms for that
 * product, so below the brand-wide rate in force now they are a cut: until the notice ends they carry
 * the brand-wide rate, then the new one (editRate).
 */
const firstSchedule = async (
  brandId: string,
  creatorId: string,
  scope: string,
  percentage: number,
  now: Date,
) => {
  const nowIso = now.toISOString();
  const none = { percentage: 0, from: SINCE_EVER };
  const brandWide = scope === BRAND_SCOPE ? undefined : await getTerm(brandId, creatorId, BRAND_SCOPE);
  const inherited = brandWide
    ? rateAt(brandWide.rate_changes as RateChange[], brandWide.commission_percentage, nowIso)
    : undefined;
  if (inherited === undefined || percentage >= inherited)
    return { changes: [none, { percentage, from: nowIso }], current: percentage };
  const edit = editRate([none, { percentage: inherited, from: nowIso }], inherited, percentage, now);
  return { changes: edit.changes, current: edit.current };
};

/** The brand's rate for a creator, for one product (productId) or every product (null). */
export const setCreatorTerm = async (
  brand: { id: string; brand_name: string },
  input: { creator_id: string; product_id: string | null; commission_percentage: number },
  actor: Actor,
): Promise<TermView> => {
  const [creator, product] = await Promise.all([
    getCreator(input.creator_id),
    input.product_id ? getProductOrThrow(brand.id, input.product_id) : undefined,
  ]);
  if (!creator)
    throw new DomainError('not_found', 'No such creator', { creator_id: 'No creator with this id' });
  const scope = input.product_id ?? BRAND_SCOPE;
  for (let attempt = 1; ; attempt++) {
    const now = new Date();
    const nowIso = now.toISOString();
    const current = await getTerm(brand.id, input.creator_id, scope);
    try {
      if (!current) {
        const first = await firstSchedule(
          brand.id,
          input.creator_id,
          scope,
          input.commission_percentage,
          now,
        );
        const item = {
          brand_id: brand.id,
          creator_id: input.creator_id,
          scope,
          brand_name: brand.brand_name,
          creator_username: creator.username ?? '',
          ...(product ? { product_name: product.name } : {}),
          commission_percentage: first.current,
          rate_changes: first.changes,
          rate_version: 1,
          created_at: nowIso,
          updated_at: nowIso,
          gsi1pk: indexKeys.creatorTerms(input.creator_id),
          gsi1sk: `${brand.id}#${scope}`,
        };
        const cut = commissionCutEvent({
          before: undefined,
          after: first.changes,
          fallback: first.current,
          now,
          brandId: brand.id,
          productId: input.product_id,
          creatorId: input.creator_id,
        });
        const audit = auditEntry(
          brand.id,
          actor,
          { kind: 'terms.changed', subject: termSubject(item), after: termAuditView(item, nowIso) },
          now,
        );
        const outcome = await writeTransaction(termsService, (entities) => {
          const operations: Record<string, unknown> = {
            term: entities.term.create(item).commit(),
            audit: audit.commit(),
          };
          if (cut) operations.cut = entities.outbox.create(cut.item).commit();
          return operations;
        });
        if (outcome.ok) return toTermView(item as CreatorTermItem, nowIso);
        // Another edit created them meanwhile: read them and apply this one on top.
        if (attempt >= ATTEMPTS)
          throw new Error(`terms of ${brand.id}/${input.creator_id}: kept being refused`);
        continue;
      }
      const edit = editRate(
        current.rate_changes as RateChange[],
        current.commission_percentage,
        input.commission_percentage,
        now,
      );
      const values = {
        commission_percentage: edit.current,
        rate_changes: edit.changes,
        rate_version: current.rate_version + 1,
        brand_name: brand.brand_name,
        creator_username: creator.username ?? current.creator_username,
        updated_at: nowIso,
      };
      if (await writeTerm(current, values, now, actor, 'terms.changed'))
        return toTermView({ ...current, ...values }, nowIso);
    } catch (error) {
      // Another edit won the race: read what it wrote and apply this one on top.
      if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error;
    }
    if (attempt >= ATTEMPTS) throw new Error(`terms of ${brand.id}/${input.creator_id}: kept being refused`);
  }
};

/** Withdraws the announced cut of a creator's terms: the rate in force stays. */
export const cancelCreatorTermCut = async (
  brandId: string,
  input: { creator_id: string; product_id: string | null },
  actor: Actor,
): Promise<TermView> => {
  const scope = input.product_id ?? BRAND_SCOPE;
  for (let attempt = 1; ; attempt++) {
    const current = await getTerm(brandId, input.creator_id, scope);
    if (!current) throw termNotFound();
    const now = new Date();
    const values = {
      rate_changes: cancelPendingRate(current.rate_changes as RateChange[], now),
      rate_version: current.rate_version + 1,
      updated_at: now.toISOString(),
    };
    if (await writeTerm(current, values, now, actor, 'terms.cut_cancelled'))
      return toTermView({ ...current, ...values }, now.toISOString());
    if (attempt >= ATTEMPTS) throw new Error(`terms of ${brandId}/${input.creator_id}: kept being refused`);
  }
};

/**
 * Writes a term's new schedule on the version read, with the cut it announces or withdraws
 * (CommissionCutAnnounced / Withdrawn: the creator is told) and its audit entry in the same transaction
 * (none when the schedule stays as it was). False when another edit won the race (the caller reads again).
 */
const writeTerm = async (
  current: CreatorTermItem,
  values: Partial<CreatorTermItem> & Pick<CreatorTermItem, 'rate_changes' | 'rate_version' | 'updated_at'>,
  now: Date,
  actor: Actor,
  kind: AuditKind,
): Promise<boolean> => {
  const before = termAuditView(current, now.toISOString());
  const after = termAuditView({ ...current, ...values }, now.toISOString());
  const audit =
    JSON.stringify(before) === JSON.stringify(after)
      ? undefined
      : auditEntry(
          current.brand_id,
          actor,
          { kind, subject: termSubject({ ...current, ...values }), before, after },
          now,
        );
  const key = { brand_id: current.brand_id, creator_id: current.creator_id, scope: current.scope };
  const cut = commissionCutEvent({
    before: current.rate_changes as RateChange[],
    after: values.rate_changes as RateChange[],
    fallback: values.commission_percentage ?? current.commission_percentage,
    now,
    brandId: current.brand_id,
    productId: current.scope === BRAND_SCOPE ? null : current.scope,
    creatorId: current.creator_id,
  });
  const outcome = await writeTransaction(termsService, (entities) => {
    const operations: Record<string, unknown> = {
      term: entities.term
        .patch(key)
        .set(values)
        .where((attr, op) => op.eq(attr.rate_version, current.rate_version))
        .commit(),
    };
    if (cut) operations.cut = entities.outbox.create(cut.item).commit();
    if (audit) operations.audit = audit.commit();
    return operations;
  });
  return outcome.ok;
};

export const listBrandTermViews = async (brandId: string): Promise<TermView[]> => {
  const now = new Date().toISOString();
  return (await listTermsOfBrand(brandId)).map((term) => toTermView(term, now));
};

export const listCreatorTermViews = async (creatorId: string): Promise<TermView[]> => {
  const now = new Date().toISOString();
  return (await listTermsOfCreator(creatorId)).map((term) => toTermView(term, now));
};

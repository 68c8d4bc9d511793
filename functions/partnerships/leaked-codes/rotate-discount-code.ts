import { randomInt } from 'node:crypto';
import {
  createShopifyDiscountCode,
  deactivateShopifyDiscount,
  findShopifyCodeDiscount,
  type ShopifyConnection,
  ShopifyUserError,
} from '../../integrations';
import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { writeTransaction } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import { log } from '../../shared/log';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import {
  claimKey,
  type DiscountCode,
  getDiscountCode,
  partnershipsService,
  retirementIndexOf,
} from '../entities/discount-code';
import { inStore } from './in-store';
import { retirePreviousCode } from './retire-previous-code';
import { requireBrandShopifyConnection } from './store-connection';

/** No 0/o, 1/l/i: a creator reads the code aloud to their audience. */
const SUFFIX_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Texts tried before giving up (each is free unless a 1-in-900,000 draw hits a taken one). */
const MAX_TEXTS = 5;

/**
 * A fresh code in the style of the creator's first one: their username and a random suffix, e.g.
 * `avareviews-k7q2`. Not `{username}-2`: whoever leaked the first code would guess the next.
 */
export const rotatedCodeText = (username: string): string =>
  `${username}-${Array.from({ length: 4 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('')}`;

const alreadyRotating = (code: DiscountCode) =>
  new DomainError(
    'conflict',
    `This code is already being rotated: ${code.previous_code} stops working at ${code.previous_code_ends_at}. Rotate again once it has.`,
  );

/** Ends a code this call created and could not record (best effort: left active, it would give discounts to nobody's sales). */
const undo = async (connection: ShopifyConnection, text: string) => {
  try {
    const created = await findShopifyCodeDiscount(connection, text);
    if (created) await deactivateShopifyDiscount(connection, created.id);
  } catch (error) {
    log.warn('could not deactivate an unrecorded rotated code', { text, error });
  }
};

/**
 * Issue 36, leaked codes: the brand replaces a creator's code with a new one in its Shopify store, with
 * the same percentage and once-per-customer setting. The new text is claimed for the creator and becomes
 * their code (orders with it attribute to them); the old one keeps attributing, and keeps working in the
 * store for `graceHours`, after which RetireRotatedDiscountCodes deactivates it (at once for 0). The swap,
 * the claim, the creator's notice (DiscountCodeRotated) and the audit entry are one transaction, on the
 * condition that the code is still the one read and no rotation is pending: a second click while one is
 * pending is a 409, never a second new code.
 */
export const rotateDiscountCode = async (
  brandId: string,
  creatorId: string,
  graceHours: number,
  actor: Actor,
  at = new Date(),
): Promise<DiscountCode> => {
  const current = inStore(await getDiscountCode(creatorId, brandId), brandId, 'rotated');
  if (current.previous_code) throw alreadyRotating(current);
  const connection = await requireBrandShopifyConnection(brandId);
  const now = at.toISOString();
  const endsAt = new Date(at.getTime() + graceHours * 3600_000).toISOString();
  const key = { creator_id: creatorId, brand_id: brandId };
  for (let attempt = 0; attempt < MAX_TEXTS; attempt++) {
    const text = rotatedCodeText(current.creator_username);
    try {
      await createShopifyDiscountCode(connection, {
        code: text,
        percentage: current.discount_percentage ?? 0,
        title: `Creator code ${text}`,
        appliesOncePerCustomer: current.applies_once_per_customer,
      });
    } catch (error) {
      // The store has this text already (a merchant's own code): draw another.
      if (error instanceof ShopifyUserError && error.code === 'TAKEN') continue;
      if (error instanceof ShopifyUserError)
        throw new DomainError('conflict', `Shopify refused the new code: ${error.message}`);
      throw error;
    }
    const event = outboxEvent(
      'DiscountCodeRotated',
      {
        version: 1,
        creatorId,
        brandId,
        code: text,
        previousCode: current.code,
        rotatedAt: now,
        previousCodeEndsAt: endsAt,
      },
      at,
    );
    const audit = auditEntry(
      brandId,
      actor,
      {
        kind: 'discount_code.rotated',
        subject: { type: 'creator', id: creatorId, label: `@${current.creator_username}` },
        before: { code: current.code },
        after: { code: text, previous_code_ends_at: endsAt },
      },
      at,
    );
    const outcome = await writeTransaction(
      partnershipsService,
      ({ discountCode, discountCodeClaim, outbox }) => ({
        claim: discountCodeClaim
          .create({ code_key: claimKey(text), creator_id: creatorId, code: text, claimed_at: now })
          .commit(),
        code: discountCode
          .patch(key)
          .set({
            code: text,
            previous_code: current.code,
            previous_code_ends_at: endsAt,
            rotated_at: now,
            ...retirementIndexOf(key, endsAt),
          })
          .add({ former_codes: [current.code] })
          .where(
            (attr, op) =>
              `${op.eq(attr.code, current.code)} AND ${op.eq(attr.status, 'approved')} AND ${op.notExists(attr.previous_code)}`,
          )
          .commit(),
        event: outbox.create(event.item).commit(),
        audit: audit.commit(),
      }),
    );
    if (outcome.ok) break;
    await undo(connection, text);
    // Another creator holds this text: draw another. Anything else: the code changed meanwhile.
    if (outcome.refused.length === 1 && outcome.refused[0] === 'claim') continue;
    const now2 = await getDiscountCode(creatorId, brandId);
    if (now2?.previous_code) throw alreadyRotating(now2);
    throw new DomainError('conflict', 'This code was just changed in another tab. Reload and try again.');
  }
  const rotated = await getDiscountCode(creatorId, brandId);
  if (!rotated || rotated.code === current.code)
    throw new Error(`rotateDiscountCode: no free code text after ${MAX_TEXTS} draws`);
  // No grace period: the old code stops now (the schedule is the fallback when the store fails here).
  if (graceHours === 0) {
    try {
      await retirePreviousCode(key, at);
      return (await getDiscountCode(creatorId, brandId)) ?? rotated;
    } catch (error) {
      log.warn('the old code could not be deactivated at once; the schedule retries', { error });
    }
  }
  return rotated;
};

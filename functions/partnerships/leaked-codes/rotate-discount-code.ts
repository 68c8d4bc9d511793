import { randomInt } from 'node:crypto';
import { createShopifyDiscountCode, type ShopifyConnection, ShopifyUserError } from '../../integrations';
import { unlessRefused } from '../../shared/data/client';
import { writeTransaction } from '../../shared/data/entity';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import {
  claimKey,
  type DiscountCode,
  discountCodeEntity,
  partnershipsService,
  retirementIndexOf,
} from '../entities/discount-code';
import { StoreRefusedChange } from './store-refused-change';

/** No 0/o, 1/l/i: a creator reads the code aloud to their audience. */
const SUFFIX_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A fresh code in the style of the creator's first one: their username and a random suffix, e.g.
 * `avareviews-k7q2`. Not `{username}-2`: whoever leaked the first code would guess the next.
 */
export const rotatedCodeText = (username: string): string =>
  `${username}-${Array.from({ length: 4 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('')}`;

type Key = { creator_id: string; brand_id: string };

/** The rotation's new text: drawn once and kept on the code, so a retried event makes the same one. */
const newTextOf = async (key: Key, code: DiscountCode & { pending_code?: string | null }) => {
  if (code.pending_code) return code.pending_code;
  const drawn = rotatedCodeText(code.creator_username);
  // Refused: a run before this one drew it (read below).
  await unlessRefused(
    discountCodeEntity
      .patch(key)
      .set({ pending_code: drawn })
      .where((attr, op) => op.notExists(attr.pending_code))
      .go(),
  );
  const { data } = await discountCodeEntity.get(key).go({ consistent: true, attributes: ['pending_code'] });
  return data?.pending_code ?? drawn;
};

/**
 * The store's side of a rotation (ChangeStoreDiscountCode): the new text is created in the Shopify store
 * with the same percentage and once-per-customer setting, then — one transaction — claimed for the
 * creator and made their code (orders with it attribute to them), the old text kept as `previous_code`
 * until `previous_code_ends_at` (in the retirement index) and among `former_codes` (orders with it still
 * attribute), the pending change cleared, and DiscountCodeRotated written (the creator is told).
 * Retry-safe: the text is the one drawn before; the store's "taken" answer for it on a retry is our
 * own earlier call (a random text is not a merchant's).
 */
export const rotateInStore = async (
  connection: ShopifyConnection,
  key: Key,
  code: DiscountCode & { pending_code?: string | null; pending_grace_hours?: number | null },
  at = new Date(),
): Promise<void> => {
  const text = await newTextOf(key, code);
  try {
    await createShopifyDiscountCode(connection, {
      code: text,
      percentage: code.discount_percentage ?? 0,
      title: `Creator code ${text}`,
      appliesOncePerCustomer: code.applies_once_per_customer,
    });
  } catch (error) {
    if (!(error instanceof ShopifyUserError)) throw error;
    if (error.code !== 'TAKEN')
      throw new StoreRefusedChange(`Shopify refused the new code: ${error.message}`);
  }
  const now = at.toISOString();
  const endsAt = new Date(at.getTime() + (code.pending_grace_hours ?? 0) * 3600_000).toISOString();
  const event = outboxEvent(
    'DiscountCodeRotated',
    {
      version: 1,
      creatorId: key.creator_id,
      brandId: key.brand_id,
      code: text,
      previousCode: code.code,
      rotatedAt: now,
      previousCodeEndsAt: endsAt,
    },
    at,
  );
  const outcome = await writeTransaction(
    partnershipsService,
    ({ discountCode, discountCodeClaim, outbox }) => ({
      // The text, free or already this creator's (a retry after the claim was written).
      claim: discountCodeClaim
        .upsert({ code_key: claimKey(text), creator_id: key.creator_id, code: text })
        .ifNotExists({ claimed_at: now })
        .where((attr, op) => `${op.notExists(attr.creator_id)} OR ${op.eq(attr.creator_id, key.creator_id)}`)
        .commit(),
      code: discountCode
        .patch(key)
        .set({
          code: text,
          previous_code: code.code,
          previous_code_ends_at: endsAt,
          rotated_at: now,
          ...retirementIndexOf(key, endsAt),
        })
        .add({ former_codes: [code.code] })
        .remove(['pending_change', 'pending_grace_hours', 'pending_code'])
        .where((attr, op) => `${op.eq(attr.code, code.code)} AND ${op.eq(attr.pending_code, text)}`)
        .commit(),
      event: outbox.create(event.item).commit(),
    }),
  );
  // Refused: a redelivery found it done (the code is the new text now), or another creator holds the
  // text (a 1-in-900,000 draw): the brand is told to rotate again.
  if (!outcome.ok && outcome.refused.includes('claim'))
    throw new StoreRefusedChange('The new code was taken meanwhile. Rotate again.');
};

import { writeTransaction } from '../shared/data/entity';
import { withoutNulls } from '../shared/data/nulls';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { claimKey, type DiscountCode, getDiscountCode, partnershipsService } from './entities/discount-code';

/** How many suffixed variants of a username are tried for a discount code (each one is taken). */
export const MAX_CODE_VARIANTS = 25;

/** The code texts a creator may get, in order: the username, then `{username}-2`, `{username}-3`, ... */
export const discountCodeVariant = (username: string, attempt: number): string =>
  attempt === 0 ? username : `${username}-${attempt + 1}`;

export const ALREADY_REQUESTED_CODE = 'You already have a discount code request for this brand';

/**
 * A pending request with the creator's pitch, one per creator and brand. Its code text is reserved for
 * the creator forever (a claim item written in the same transaction, kept when the creator renames):
 * the next owner of a released username gets `{username}-2` rather than a code a brand already gave
 * someone else. The creator's own claim is reused across brands. The DiscountCodeRequested event (the
 * brand is told) is in the same transaction. When the creator already has a request for the brand, it
 * is the answer while pending (`created: false`, nothing written); a decided one is 409.
 */
export const requestDiscountCode = async (
  input: Pick<DiscountCode, 'creator_id' | 'creator_username' | 'brand_id' | 'brand_name'> & {
    message?: string | null;
  },
  at = new Date(),
): Promise<{ discount_code: DiscountCode; created: boolean }> => {
  const { message = null, ...who } = input;
  for (let attempt = 0; attempt < MAX_CODE_VARIANTS; attempt++) {
    const now = at.toISOString();
    const code: DiscountCode = {
      ...who,
      // Spec 3: the code is the creator's username (Shopify matches discount codes case-insensitively).
      code: discountCodeVariant(input.creator_username, attempt),
      message: message?.trim() || null,
      status: 'pending',
      discount_percentage: null,
      current_uses: 0,
      max_uses: null,
      valid_until: null,
      store_sync: 'not_applicable',
      store_error: null,
      requested_at: now,
      reviewed_at: null,
      previous_code: null,
      previous_code_ends_at: null,
      applies_once_per_customer: false,
      pending_change: null,
      change_error: null,
    };
    const event = outboxEvent(
      'DiscountCodeRequested',
      {
        version: 1,
        creatorId: input.creator_id,
        creatorUsername: input.creator_username,
        brandId: input.brand_id,
        code: code.code,
      },
      at,
    );
    const outcome = await writeTransaction(
      partnershipsService,
      ({ discountCode, discountCodeClaim, outbox }) => ({
        // The code text, free or already this creator's.
        claim: discountCodeClaim
          .upsert({ code_key: claimKey(code.code), creator_id: input.creator_id, code: code.code })
          .ifNotExists({ claimed_at: now })
          .where(
            (attr, op) => `${op.notExists(attr.creator_id)} OR ${op.eq(attr.creator_id, input.creator_id)}`,
          )
          .commit(),
        // One request per creator and brand.
        request: discountCode.create({ ...withoutNulls(code), status_at: now }).commit(),
        event: outbox.create(event.item).commit(),
      }),
    );
    if (outcome.ok) return { discount_code: code, created: true };
    if (outcome.refused.includes('request')) {
      const existing = await getDiscountCode(input.creator_id, input.brand_id);
      if (existing?.status === 'pending') return { discount_code: existing, created: false };
      throw new DomainError('conflict', ALREADY_REQUESTED_CODE);
    }
    if (!outcome.refused.includes('claim')) {
      throw new Error('requestDiscountCode: the transaction kept conflicting');
    }
    // Another creator holds this text (e.g. the username's previous owner): try the next variant.
  }
  throw new Error(`requestDiscountCode: no free code after ${MAX_CODE_VARIANTS} variants`);
};

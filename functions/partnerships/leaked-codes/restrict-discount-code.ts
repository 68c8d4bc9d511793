import {
  findShopifyCodeDiscount,
  limitShopifyDiscountToOncePerCustomer,
  ShopifyUserError,
} from '../../integrations';
import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { writeTransaction } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import { type DiscountCode, getDiscountCode, partnershipsService } from '../entities/discount-code';
import { inStore } from './in-store';
import { requireBrandShopifyConnection } from './store-connection';

/**
 * Issue 36, leaked codes: the brand limits a creator's code to one use per customer (Shopify's
 * appliesOncePerCustomer on its discount), then records it on the code with its audit entry. Already
 * limited: the code as it is, nothing called or written. Setting it twice in the store is harmless,
 * so a request that failed after the store call is simply made again.
 */
export const restrictDiscountCode = async (
  brandId: string,
  creatorId: string,
  actor: Actor,
  at = new Date(),
): Promise<DiscountCode> => {
  const current = inStore(await getDiscountCode(creatorId, brandId), brandId, 'limited');
  if (current.applies_once_per_customer) return current;
  const connection = await requireBrandShopifyConnection(brandId);
  const discount = await findShopifyCodeDiscount(connection, current.code);
  if (!discount)
    throw new DomainError('conflict', `Your Shopify store no longer has the code ${current.code}.`);
  try {
    await limitShopifyDiscountToOncePerCustomer(connection, discount.id);
  } catch (error) {
    if (error instanceof ShopifyUserError)
      throw new DomainError('conflict', `Shopify refused the change: ${error.message}`);
    throw error;
  }
  const audit = auditEntry(
    brandId,
    actor,
    {
      kind: 'discount_code.restricted',
      subject: { type: 'creator', id: creatorId, label: `@${current.creator_username}` },
      before: { code: current.code, applies_once_per_customer: false },
      after: { code: current.code, applies_once_per_customer: true },
    },
    at,
  );
  // Refused: a click in another tab recorded it first (its own audit entry); the answer is the same.
  await writeTransaction(partnershipsService, ({ discountCode }) => ({
    code: discountCode
      .patch({ creator_id: creatorId, brand_id: brandId })
      .set({ applies_once_per_customer: true })
      .where(
        (attr, op) =>
          `${op.eq(attr.code, current.code)} AND (${op.notExists(attr.applies_once_per_customer)} OR ${op.eq(attr.applies_once_per_customer, false)})`,
      )
      .commit(),
    audit: audit.commit(),
  }));
  return (await getDiscountCode(creatorId, brandId)) ?? current;
};

import * as contracts from '../../../contracts/partnerships';
import { getBrand, getBrandOrThrow } from '../../catalogue';
import { requestActor, requireOnboardedCreator } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { AppError } from '../../shared/http/errors';
import { approveDiscountCode } from '../approve-discount-code';
import { decideDiscountCode } from '../decide-discount-code';
import { requestOncePerCustomer, requestRotation } from '../leaked-codes/request-code-change';
import { requestDiscountCode } from '../request-discount-code';
import { requireNotBlacklisted } from '../require-not-blacklisted';

export const handler = createBrandFeatureHandler({
  /** A creator asks a brand for a discount code (the code is the creator's username), with a pitch. */
  'POST /api/creator/discount-codes': defineRoute(contracts.requestDiscountCode, async ({ caller, body }) => {
    const creator = await requireOnboardedCreator(caller.userId);
    const brand = await getBrand(body.brand_id);
    if (!brand?.store_connected) throw new AppError('not_found', 'Brand not found');
    await requireNotBlacklisted(brand.id, creator.id, 'discountCode');
    const answer = await requestDiscountCode({
      creator_id: creator.id,
      creator_username: creator.username,
      brand_id: brand.id,
      brand_name: brand.brand_name,
      message: body.message,
    });
    return answer.created
      ? { status: 201, body: { ...answer, created: true } }
      : { status: 200, body: { ...answer, created: false } };
  }),
  /**
   * The brand approves with a percentage; with a connected Shopify store the code is then created in
   * the store by the DiscountCodeApproved consumer (its outcome shows as store_sync).
   */
  'POST /api/brand/discount-codes/{creatorId}/approve': defineRoute(
    contracts.approveDiscountCode,
    async ({ caller, params, body }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const code = await approveDiscountCode(brand, params.creatorId, body.discount_percentage);
      return { body: { discount_code: code } };
    },
  ),
  'POST /api/brand/discount-codes/{creatorId}/deny': defineRoute(
    contracts.denyDiscountCode,
    async ({ caller, params }) => ({
      body: {
        discount_code: await decideDiscountCode(caller.brandId, params.creatorId, {
          status: 'denied',
        }),
      },
    }),
  ),
  // Issue 36, leaked codes: the change is asked for here; ChangeStoreDiscountCode makes it in the store
  // (no API function opens store tokens). The answer is the code with the change pending.
  'POST /api/brand/discount-codes/{creatorId}/rotate': defineRoute(
    contracts.rotateDiscountCode,
    async ({ caller, params, body, event }) => ({
      status: 202,
      body: {
        discount_code: await requestRotation(
          caller.brandId,
          params.creatorId,
          body.grace_hours,
          await requestActor(caller, event),
        ),
      },
    }),
  ),
  'POST /api/brand/discount-codes/{creatorId}/once-per-customer': defineRoute(
    contracts.restrictDiscountCode,
    async ({ caller, params, event }) => {
      const code = await requestOncePerCustomer(
        caller.brandId,
        params.creatorId,
        await requestActor(caller, event),
      );
      // Already limited: nothing was asked of the store.
      return code.pending_change
        ? { status: 202, body: { discount_code: code } }
        : { body: { discount_code: code } };
    },
  ),
});

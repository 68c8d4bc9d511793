import * as contracts from '../../../contracts/partnerships';
import { requestActor } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { restrictDiscountCode } from '../leaked-codes/restrict-discount-code';
import { rotateDiscountCode } from '../leaked-codes/rotate-discount-code';

/**
 * Issue 36, leaked codes: the brand's changes to a creator's code in its Shopify store. Their own
 * function: these are the only brand routes that open the store's sealed token and call the Admin API
 * while the brand waits.
 */
export const handler = createBrandFeatureHandler({
  'POST /api/brand/discount-codes/{creatorId}/rotate': defineRoute(
    contracts.rotateDiscountCode,
    async ({ caller, params, body, event }) => ({
      body: {
        discount_code: await rotateDiscountCode(
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
    async ({ caller, params, event }) => ({
      body: {
        discount_code: await restrictDiscountCode(
          caller.brandId,
          params.creatorId,
          await requestActor(caller, event),
        ),
      },
    }),
  ),
});

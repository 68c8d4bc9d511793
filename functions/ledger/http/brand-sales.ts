import * as z from 'zod/mini';
import { listV1Sales } from '../../../contracts/public-api';
import {
  dismissSaleForReview as dismissContract,
  listBrandSales,
  releaseHeldSale,
  voidHeldSale,
} from '../../../contracts/sales';
import * as terms from '../../../contracts/terms';
import { getBrandOrThrow } from '../../catalogue';
import { requestActor } from '../../identity';
import { type ApiEvent, defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import type { BrandCaller } from '../../shared/http/caller';
import { AppError } from '../../shared/http/errors';
import { cursorSchema, encodeCursor } from '../../shared/http/page-cursor';
import { listSalesPageOfBrand } from '../entities/sale';
import { decideHeldSale, type HeldSaleDecision } from '../sales/decide-held-sale';
import { dismissSaleForReview } from '../sales/dismiss-sale-for-review';
import { parseSaleId, toSaleView } from '../sales/sale-view';
import { cancelCreatorTermCut, listBrandTermViews, setCreatorTerm } from '../terms/creator-terms';
import { createOffer, listBrandOfferViews, withdrawOffer } from '../terms/offers';
import { cancelPendingProgramTiers, getTiersView, setProgramTiers } from '../terms/program-tiers';
import { fraudSettingsRoutes } from './brand-fraud-settings';
import { programSuspensionRoutes } from './program-suspension-routes';

/** A page of Sales continues after a sale of the caller's brand: the cursor carries the sort key only. */
const salesQuery = z.extend(listBrandSales.query, {
  cursor: cursorSchema(z.strictObject({ sk: z.string().check(z.regex(/^SALE#[\w:.#-]{1,120}$/)) })),
});

/** One page of the brand's sales: one Query, newest first, after a sale's key. */
const salesPage = async (brandId: string, query: z.output<typeof salesQuery>) => {
  const page = await listSalesPageOfBrand(brandId, query.limit, query.cursor?.sk);
  return {
    sales: page.sales.map(toSaleView),
    next_cursor: page.nextSk ? encodeCursor({ sk: page.nextSk }) : null,
  };
};

const decide =
  (decision: HeldSaleDecision) =>
  async (caller: BrandCaller, saleId: string, event: ApiEvent, reason: string | undefined) => {
    const sale = parseSaleId(saleId);
    if (!sale) throw new AppError('not_found', 'Sale not found');
    const actor = await requestActor(caller, event);
    const decided = await decideHeldSale(caller.brandId, sale, { decision, actor, reason });
    return { body: { sale: toSaleView(decided) } };
  };

/** Sales (Influencers & Campaigns): the brand's attributed orders, and its decision on held ones. */
export const handler = createBrandFeatureHandler({
  // Issue 36: the fraud signals' settings (brand-fraud-settings.ts).
  ...fraudSettingsRoutes,
  'GET /api/brand/sales': defineRoute(
    listBrandSales,
    async ({ caller, query }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      return { body: await salesPage(brand.id, query) };
    },
    { query: salesQuery },
  ),
  // Issue 22: the same page for an API key with sales:read, for the key's brand only.
  'GET /api/v1/sales': defineRoute(
    listV1Sales,
    async ({ caller, query }) => ({ body: await salesPage(caller.brandId, query) }),
    { query: salesQuery },
  ),
  'POST /api/brand/sales/{saleId}/release': defineRoute(releaseHeldSale, ({ caller, params, event, body }) =>
    decide('release')(caller, params.saleId, event, body?.reason),
  ),
  'POST /api/brand/sales/{saleId}/void': defineRoute(voidHeldSale, ({ caller, params, event, body }) =>
    decide('void')(caller, params.saleId, event, body.reason),
  ),
  'POST /api/brand/sales/{saleId}/dismiss': defineRoute(dismissContract, async ({ caller, params }) => {
    const brand = await getBrandOrThrow(caller.brandId);
    const sale = parseSaleId(params.saleId);
    if (!sale) throw new AppError('not_found', 'Sale not found');
    return { body: { sale: toSaleView(await dismissSaleForReview(brand.id, sale)) } };
  }),
  // Issue 21, terms: the brand's per-creator rates (creator-terms.ts).
  'GET /api/brand/terms': defineRoute(terms.listBrandTerms, async ({ caller }) => ({
    body: { terms: await listBrandTermViews(caller.brandId) },
  })),
  'PUT /api/brand/terms': defineRoute(terms.setCreatorTerm, async ({ caller, body, event }) => ({
    body: {
      term: await setCreatorTerm(
        await getBrandOrThrow(caller.brandId),
        body,
        await requestActor(caller, event),
      ),
    },
  })),
  'GET /api/brand/offers': defineRoute(terms.listBrandOffers, async ({ caller }) => ({
    body: { offers: await listBrandOfferViews(caller.brandId) },
  })),
  'POST /api/brand/offers': defineRoute(terms.createBrandOffer, async ({ caller, body, event }) => ({
    status: 201,
    body: {
      offer: await createOffer(
        await getBrandOrThrow(caller.brandId),
        body,
        await requestActor(caller, event),
      ),
    },
  })),
  'DELETE /api/brand/offers/{offerId}': defineRoute(
    terms.withdrawBrandOffer,
    async ({ caller, params, event }) => {
      await withdrawOffer(caller.brandId, params.offerId, await requestActor(caller, event));
      return { status: 204 };
    },
  ),
  'GET /api/brand/tiers': defineRoute(terms.getBrandTiers, async ({ caller }) => ({
    body: await getTiersView(caller.brandId),
  })),
  'PUT /api/brand/tiers': defineRoute(terms.setBrandTiers, async ({ caller, body, event }) => ({
    body: await setProgramTiers(
      caller.brandId,
      body.tiers,
      body.milestones,
      await requestActor(caller, event),
    ),
  })),
  'POST /api/brand/tiers/cancel-change': defineRoute(
    terms.cancelBrandTiersChange,
    async ({ caller, event }) => ({
      body: await cancelPendingProgramTiers(caller.brandId, await requestActor(caller, event)),
    }),
  ),
  'POST /api/brand/terms/cancel-cut': defineRoute(
    terms.cancelCreatorTermCut,
    async ({ caller, body, event }) => ({
      body: { term: await cancelCreatorTermCut(caller.brandId, body, await requestActor(caller, event)) },
    }),
  ),
  // Issue 36 part 4: suspending a creator from the brand's program.
  ...programSuspensionRoutes,
});

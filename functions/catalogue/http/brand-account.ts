import { createApiKey, listApiKeys, revokeApiKey } from '../../../contracts/api-keys';
import { getBrandAccount, updateBrandAccount, updateBrandProgram } from '../../../contracts/brand-workspace';
import * as identity from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import type { SocialMediaLinks } from '../brand-view';
import { getBrandOrThrow } from '../entities/brand';
import { updateBrand } from '../update-brand';

/**
 * The brand's Account tab, its program setting and its API keys (Developers). The keys are identity's;
 * every route acts on the caller's own brand, which catalogue owns, so the handler lives here.
 */
export const handler = createBrandFeatureHandler(
  {
    /** Account tab: brand details and the store connection (never its token). */
    'GET /api/brand/account': defineRoute(getBrandAccount, async ({ caller }) => ({
      body: { brand: await getBrandOrThrow(caller.brandId) },
    })),
    'PUT /api/brand/account': defineRoute(updateBrandAccount, async ({ caller, body }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const links: SocialMediaLinks = Object.fromEntries(
        Object.entries(body.social_media_links ?? {}).filter(([, value]) => value),
      );
      return {
        body: {
          brand: await updateBrand(brand.id, {
            brand_name: body.brand_name,
            logo_url: body.logo_url,
            website: body.website,
            description: body.description,
            mission_statement: body.mission_statement,
            why_work_with_us: body.why_work_with_us,
            social_media_links: links,
          }),
        },
      };
    }),
    /** Program settings: one field, so saving it never rewrites the brand's details (and vice versa). */
    'PUT /api/brand/account/program': defineRoute(updateBrandProgram, async ({ caller, body }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      return { body: { brand: await updateBrand(brand.id, { program_mode: body.program_mode }) } };
    }),
    // Issue 22, Developers: the brand's API keys. Every route acts on the caller's own brand only.
    'GET /api/brand/api-keys': defineRoute(listApiKeys, async ({ caller }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      return { body: { keys: await identity.listApiKeys(brand.id) } };
    }),
    'POST /api/brand/api-keys': defineRoute(createApiKey, async ({ caller, body, event }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const actor = await identity.requestActor(caller, event);
      return { status: 201, body: await identity.createApiKey(brand.id, body, actor) };
    }),
    'DELETE /api/brand/api-keys/{keyId}': defineRoute(revokeApiKey, async ({ caller, params, event }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      await identity.revokeApiKey(brand.id, params.keyId, await identity.requestActor(caller, event));
      return { status: 204 };
    }),
  },
  { secondFactor: identity.requireSecondFactor },
);

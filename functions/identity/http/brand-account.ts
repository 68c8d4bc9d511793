import { getBrandAccount, updateBrandAccount, updateBrandProgram } from '../../../contracts/brand-workspace';
import { getBrandOfUserOrThrow, type SocialMediaLinks, updateBrand } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';

export const handler = createFeatureHandler({
  /** Account tab: brand details and the store connection (never its token). */
  'GET /api/brand/account': defineRoute(getBrandAccount, async ({ caller }) => ({
    body: { brand: await getBrandOfUserOrThrow(caller.userId) },
  })),
  'PUT /api/brand/account': defineRoute(updateBrandAccount, async ({ caller, body }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
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
    const brand = await getBrandOfUserOrThrow(caller.userId);
    return { body: { brand: await updateBrand(brand.id, { program_mode: body.program_mode }) } };
  }),
});

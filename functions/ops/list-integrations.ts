/**
 * Issue 36: the integrations half of the console's Operations: brands' webhook endpoints the marketplace
 * turned off (their sparse index, one Query) and connected Shopify stores missing access scopes (the
 * connected brands' directory, judged against the scopes the app asks for now), with the brands' names.
 */
import { getBrandSummaries, listStoresMissingScopes } from '../catalogue';
import { listDisabledEndpoints } from '../outgoing-webhooks';

/** The console lists this many turned-off endpoints, newest first. */
const ENDPOINTS_LISTED = 100;

export const listIntegrations = async () => {
  const [{ endpoints, more }, stores] = await Promise.all([
    listDisabledEndpoints(ENDPOINTS_LISTED),
    listStoresMissingScopes(),
  ]);
  const brands = await getBrandSummaries(endpoints.map((endpoint) => endpoint.brand_id));
  return {
    disabled_endpoints: endpoints.map((endpoint) => ({
      brand_id: endpoint.brand_id,
      brand_name: brands.get(endpoint.brand_id)?.brand_name || endpoint.brand_id,
      endpoint_id: endpoint.id,
      url: endpoint.url,
      disabled_at: endpoint.disabled_at ?? '',
      disabled_reason: endpoint.disabled_reason ?? null,
    })),
    endpoints_more: more,
    stores_missing_scopes: stores.stores.map((store) => ({
      brand_id: store.brandId,
      brand_name: store.brandName || store.brandId,
      shop_domain: store.shopDomain,
      missing_scopes: store.missing,
    })),
    stores_more: stores.more,
  };
};

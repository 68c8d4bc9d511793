/**
 * Issue 36: the console's Operations lists what brands' integrations need, over the wire against the local
 * cloud: an outgoing webhook endpoint the marketplace turned off (the retry schedule's own decision, run
 * here) is listed with its brand, URL, reason and time until the brand turns it on again; a connected
 * Shopify store whose granted scopes lack ones the app asks for is listed with exactly the missing ones
 * until the store grants them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandNameOf } from '../../../../tests/support/brand';
import { api, useCloudEnvironment } from '../../../../tests/support/cloud';
import { signedUpOperator } from '../../../../tests/support/operators';
import { brandWithStore, json, type StoreBrand } from '../../../../tests/support/partnership';
import { inspectorBucket } from '../../../../tests/support/webhooks';
import { updateBrand } from '../../../catalogue';
import { missingShopifyScopes, SHOPIFY_SCOPES } from '../../../integrations';
import { disableIfFailingSince, failingReason } from '../../endpoint-health';
import { webhookEndpointEntity } from '../../entities/webhook-endpoint';

interface Integrations {
  disabled_endpoints: { brand_id: string; endpoint_id: string }[];
  stores_missing_scopes: { brand_id: string }[];
}

let operator: { token: string };
let brand: StoreBrand;
let brandName: string;
let shopDomain: string;
let endpointId: string;
let url: string;

const integrations = async (): Promise<Integrations> => {
  const answer = await api('/ops/integrations', { token: operator.token });
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  useCloudEnvironment();
  [operator, brand] = await Promise.all([signedUpOperator(), brandWithStore(1)]);
  brandName = await brandNameOf(brand);
  shopDomain = (await api('/brand/onboarding', { token: brand.token })).body.brand.shop_domain;
  url = (await inspectorBucket(`ops-${randomUUID().slice(0, 8)}`)).endpoint_url;
  const created = await api('/brand/webhooks', {
    ...json('POST', { url, description: 'ERP', events: ['sale.created'] }),
    token: brand.token,
  });
  expect(created.status).toBe(201);
  endpointId = created.body.endpoint.id;
}, 120_000);

describe('webhook endpoints turned off', () => {
  const at = new Date(Date.now() - 60_000);

  it('an endpoint the marketplace turned off is listed with its brand, URL, time and reason', async () => {
    const { data: endpoint } = await webhookEndpointEntity
      .get({ brand_id: brand.brandId, id: endpointId })
      .go();
    if (!endpoint) throw new Error('the endpoint was not stored');
    expect(
      await disableIfFailingSince(endpoint, new Date(Date.now() - 3 * 86_400_000).toISOString(), at),
    ).toBe(true);
    const listed = (await integrations()).disabled_endpoints.filter((row) => row.brand_id === brand.brandId);
    expect(listed).toEqual([
      {
        brand_id: brand.brandId,
        brand_name: brandName,
        endpoint_id: endpointId,
        url,
        disabled_at: at.toISOString(),
        disabled_reason: failingReason(at.toISOString()),
      },
    ]);
  });

  it('leaves the list when the brand turns it on again', async () => {
    const enabled = await api(`/brand/webhooks/${endpointId}/enabled`, {
      ...json('PUT', { enabled: true }),
      token: brand.token,
    });
    expect(enabled.status).toBe(200);
    const listed = (await integrations()).disabled_endpoints.filter((row) => row.brand_id === brand.brandId);
    expect(listed).toEqual([]);
  });
});

describe('Shopify stores missing scopes', () => {
  it('a store that granted read_products only is listed with exactly the scopes it lacks', async () => {
    const mine = async () =>
      (await integrations()).stores_missing_scopes.filter((row) => row.brand_id === brand.brandId);
    expect(await mine()).toEqual([]);
    await updateBrand(brand.brandId, { shopify_granted_scopes: 'read_products' });
    const missing = missingShopifyScopes('read_products');
    expect(missing.length).toBeGreaterThan(0);
    expect(await mine()).toEqual([
      { brand_id: brand.brandId, brand_name: brandName, shop_domain: shopDomain, missing_scopes: missing },
    ]);
    // Reconnected with every scope: no longer listed.
    await updateBrand(brand.brandId, { shopify_granted_scopes: SHOPIFY_SCOPES.join(',') });
    expect(await mine()).toEqual([]);
  });
});

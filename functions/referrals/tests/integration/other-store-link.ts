import { expect } from 'vitest';
import { brandWithProducts } from '../../../../tests/support/brand';
import { api } from '../../../../tests/support/cloud';
import { json, onboardedCreator } from '../../../../tests/support/partnership';

/**
 * A brand whose one product is open to creators and whose store is an 'other' one at `https://{host}`,
 * and a creator's referral link to that product: where a shopper following the link lands.
 */
export const linkToOtherStore = async (host: string) => {
  const [brand, creator] = await Promise.all([brandWithProducts(1), onboardedCreator()]);
  const productId = brand.productIds[0] as string;
  await api(`/brand/products/${productId}/settings`, {
    ...json('PATCH', { available_to_influencers: true }),
    token: brand.token,
  });
  const connect = await api('/brand/store', {
    ...json('POST', { platform: 'other', store_url: `https://${host}` }),
    token: brand.token,
  });
  expect(connect.status).toBe(200);
  const link = await api('/creator/links', {
    ...json('POST', { brand_id: brand.brandId, product_id: productId }),
    token: creator.token,
  });
  expect(link.status).toBe(201);
  return { brand, creator, code: link.body.link.referral_code as string };
};

import { getBrand, getSealedStoreToken } from '../../catalogue';
import type { ShopifyConnection } from '../../integrations';
import { decryptSecret } from '../../shared/crypto/secret-box';

/**
 * The brand's Shopify store, opened for an Admin API call (the brand's sealed token, decrypted), or
 * undefined when the brand has no Shopify store connected any more.
 */
export const brandShopifyConnection = async (brandId: string): Promise<ShopifyConnection | undefined> => {
  const [brand, sealed] = await Promise.all([getBrand(brandId), getSealedStoreToken(brandId)]);
  if (!brand?.store_connected || brand.store_platform !== 'shopify' || !brand.shop_domain || !sealed)
    return undefined;
  return {
    shop: brand.shop_domain,
    accessToken: await decryptSecret(sealed, { purpose: 'store-token', brandId }),
    scope: '',
  };
};

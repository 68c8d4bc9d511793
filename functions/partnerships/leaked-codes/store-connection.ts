import { getBrand, getSealedStoreToken } from '../../catalogue';
import type { ShopifyConnection } from '../../integrations';
import { decryptSecret } from '../../shared/crypto/secret-box';
import { DomainError } from '../../shared/errors';

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

/** The same, for a brand's own request: without a connected Shopify store there is nothing to change. */
export const requireBrandShopifyConnection = async (brandId: string): Promise<ShopifyConnection> => {
  const connection = await brandShopifyConnection(brandId);
  if (!connection)
    throw new DomainError(
      'store_not_connected',
      'Connect your Shopify store again: the code lives there and cannot be changed without it.',
    );
  return connection;
};

/**
 * A brand's store disconnect is about one store: the uninstall consumer (ShopifyAppUninstalled, through
 * the Shopify webhook in integrations) read the brand on one shop, and the write refuses when the brand
 * has moved to another meanwhile. Against the local cloud's table.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { brandWithProducts } from '../../../../tests/support/brand';
import { useCloudEnvironment } from '../../../../tests/support/cloud';

const newShop = () => `hooks-${randomUUID().slice(0, 8)}.myshopify.com`;

describe('an uninstall is about one store', () => {
  it('a brand that moved to another store meanwhile keeps it (the disconnect is conditional on the shop)', async () => {
    useCloudEnvironment();
    const { getBrand, StoreChangedError, updateBrand } = await import('../..');
    const { disconnectStore } = await import('../../store/disconnect-store');
    const brand = await brandWithProducts(0);
    const first = newShop();
    const second = newShop();
    const connect = (shop: string) =>
      updateBrand(brand.brandId, {
        store_connected: true,
        store_platform: 'other',
        shop_domain: shop,
        store_name: shop,
      });
    const seen = await connect(first);
    // The uninstall consumer read the brand on `first`; before it writes, the brand connects `second`.
    await connect(second);
    await expect(disconnectStore(seen, { reason: 'app_uninstalled', at: new Date() })).rejects.toBeInstanceOf(
      StoreChangedError,
    );
    expect(await getBrand(brand.brandId)).toMatchObject({ store_connected: true, shop_domain: second });
    // On the store it is about, it disconnects with the reason.
    const current = await getBrand(brand.brandId);
    if (!current) throw new Error('brand vanished');
    await disconnectStore(current, { reason: 'app_uninstalled', at: new Date() });
    expect(await getBrand(brand.brandId)).toMatchObject({
      store_connected: false,
      store_disconnected_reason: 'app_uninstalled',
    });
  });
});

import { productHandle, storeProductUrl } from '../integrations';
import { readBrand } from './entities/brand';
import { brandOfProduct, product } from './entities/product';

/**
 * A product's price currency when its brand's store recorded none (connected before currencies were
 * recorded, or no store): the program's, USD, the only currency prices have been shown in.
 */
const CURRENCY_WHEN_UNKNOWN = 'USD';

/** What the public product page /product/{id} shows (server-rendered, cached at the edge). */
export interface PublicProduct {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  image_url: string | null;
  /** The image's size in pixels as the store reported it; null when unknown (both or neither). */
  image_width: number | null;
  image_height: number | null;
  /** Available to influencers (Live): a paused product's page still renders, marked unavailable. */
  available: boolean;
  brand: {
    id: string;
    name: string;
    logo_url: string | null;
    /** Where "Buy" goes: the product's page on the brand's connected store; null without one. */
    shop_url: string | null;
  };
}

/**
 * The public product page's data by the product id alone, or null when there is no such product: the
 * id pointer (one GetItem), then the product and its brand together (two GetItems in parallel).
 */
export const readPublicProduct = async (productId: string): Promise<PublicProduct | null> => {
  const brandId = await brandOfProduct(productId);
  if (!brandId) return null;
  const [{ data: item }, brand] = await Promise.all([
    product.get({ brand_id: brandId, id: productId }).go({
      attributes: [
        'id',
        'name',
        'description',
        'price_cents',
        'image_url',
        'image_width',
        'image_height',
        'available_to_influencers',
        'shopify_product_handle',
      ],
    }),
    readBrand(brandId, [
      'id',
      'brand_name',
      'logo_url',
      'store_connected',
      'store_platform',
      'shop_domain',
      'store_currency',
    ]),
  ]);
  if (!item || !brand) return null;
  const sized = Boolean(item.image_url) && item.image_width != null && item.image_height != null;
  return {
    id: productId,
    name: item.name,
    description: item.description ?? '',
    price_cents: item.price_cents ?? 0,
    currency: brand.store_currency ?? CURRENCY_WHEN_UNKNOWN,
    image_url: item.image_url ?? null,
    image_width: sized ? (item.image_width as number) : null,
    image_height: sized ? (item.image_height as number) : null,
    available: item.available_to_influencers === true,
    brand: {
      id: brandId,
      name: brand.brand_name,
      logo_url: brand.logo_url ?? null,
      shop_url: storeProductUrl(brand, productHandle(item)),
    },
  };
};

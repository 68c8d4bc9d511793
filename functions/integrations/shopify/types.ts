export interface ShopifyProduct {
  /** The numeric id from the product's gid, as a string: gid://shopify/Product/123 → '123'. */
  shopifyProductId: string;
  title: string;
  /** Plain text (Shopify's stripped description). */
  description: string;
  handle: string;
  productType: string;
  /** The first variant's price in cents. */
  priceCents: number;
  imageUrl: string | null;
  /** The image's original size in pixels; null without an image or when Shopify does not know it. */
  imageWidth: number | null;
  imageHeight: number | null;
}

/** What a brand's store connection holds. The token is a secret: encrypt at rest, never return it. */
export interface ShopifyConnection {
  shop: string;
  accessToken: string;
  scope: string;
}

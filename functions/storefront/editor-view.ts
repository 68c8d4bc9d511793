import type { StorefrontEntry } from './storefront-model';

/** A storefront product as the API answers it: the referral code becomes the creator's tracked link. */
export const entryView = (entry: StorefrontEntry) => ({
  product_id: entry.product_id,
  name: entry.name,
  brand_name: entry.brand_name,
  image_url: entry.image_url,
  price_cents: entry.price_cents,
  custom_description: entry.custom_description,
  featured: entry.featured,
  display_order: entry.display_order,
  // Through /r/{code}: the click is counted and the sale attributed to the creator (ref on the order).
  share_url: `/r/${encodeURIComponent(entry.referral_code)}`,
});

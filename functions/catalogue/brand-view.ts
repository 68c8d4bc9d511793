import type * as z from 'zod/mini';
import { DEFAULT_PROGRAM_MODE } from '../../contracts/constants';
import type { brand as brandShape, socialMediaLinks } from '../../contracts/shapes';
import { missingShopifyScopes } from '../integrations';
import type { BrandItem } from './entities/brand';

/** brands (spec 3) as every API may show it: the store's access token is never part of it. */
export type Brand = z.infer<typeof brandShape>;
export type SocialMediaLinks = z.infer<typeof socialMediaLinks>;

/**
 * The view of a brand item. An allow-list, not a deny-list: a field added to the item later is not
 * exposed by accident. Null fields are absent on new items and may be null on old ones: both show null.
 */
export const toBrand = (item: BrandItem): Brand => ({
  id: item.id,
  user_id: item.user_id,
  brand_name: item.brand_name,
  logo_url: item.logo_url ?? null,
  website: item.website ?? null,
  description: item.description ?? null,
  mission_statement: item.mission_statement ?? null,
  why_work_with_us: item.why_work_with_us ?? null,
  social_media_links: item.social_media_links ?? {},
  onboarding_completed: item.onboarding_completed ?? false,
  store_connected: item.store_connected ?? false,
  store_platform: item.store_platform ?? null,
  store_name: item.store_name ?? null,
  shop_domain: item.shop_domain ?? null,
  store_disconnected_reason: item.store_disconnected_reason ?? null,
  store_disconnected_at: item.store_disconnected_at ?? null,
  payment_partner: item.payment_partner ?? null,
  created_at: item.created_at,
  updated_at: item.updated_at ?? item.created_at,
  // A Shopify store connected before the app asked for some scopes: the brand is asked to reconnect it.
  store_missing_scopes:
    item.store_connected && item.store_platform === 'shopify'
      ? missingShopifyScopes(item.shopify_granted_scopes)
      : [],
  program_mode: item.program_mode ?? DEFAULT_PROGRAM_MODE,
});

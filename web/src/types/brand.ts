import * as z from 'zod/mini';

/** Spec 9. The API answers these lists too (GET /api/brand/onboarding); the labels are ours. */
export const storePlatforms = [
  'shopify',
  'bigcommerce',
  'square',
  'woocommerce',
  'magento',
  'prestashop',
  'other',
] as const;
export type StorePlatform = (typeof storePlatforms)[number];

export const storePlatformLabels: Record<StorePlatform, string> = {
  shopify: 'Shopify',
  bigcommerce: 'BigCommerce',
  square: 'Square',
  woocommerce: 'WooCommerce',
  magento: 'Magento',
  prestashop: 'PrestaShop',
  other: 'Other',
};

export const paymentPartners = ['built-in', 'awin', 'partnerize', 'impact', 'commissionjunction'] as const;
export type PaymentPartner = (typeof paymentPartners)[number];

export const paymentPartnerLabels: Record<PaymentPartner, string> = {
  'built-in': 'Built-in card processing (Stripe)',
  awin: 'Awin',
  partnerize: 'Partnerize',
  impact: 'Impact',
  commissionjunction: 'Commission Junction',
};

const nullableString = z.nullable(z.string());

/** A brand as every brand API shows it (functions/shared/data/entities/brand.ts); never a token. */
export const brandSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  brand_name: z.string(),
  logo_url: nullableString,
  website: nullableString,
  description: nullableString,
  mission_statement: nullableString,
  why_work_with_us: nullableString,
  social_media_links: z.object({
    instagram: z.optional(z.string()),
    tiktok: z.optional(z.string()),
    youtube: z.optional(z.string()),
    twitter: z.optional(z.string()),
  }),
  onboarding_completed: z.boolean(),
  store_connected: z.boolean(),
  store_platform: z.nullable(z.enum(storePlatforms)),
  store_name: nullableString,
  shop_domain: nullableString,
  payment_partner: z.nullable(z.enum(paymentPartners)),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Brand = z.infer<typeof brandSchema>;

/** "Shopify · my-store.myshopify.com", for store summaries. */
export const describeStore = (brand: Pick<Brand, 'store_platform' | 'store_name' | 'shop_domain'>) => ({
  platform: brand.store_platform ? storePlatformLabels[brand.store_platform] : undefined,
  name: brand.store_name ?? brand.shop_domain ?? undefined,
  domain: brand.shop_domain ?? undefined,
});

import {
  type PaymentPartner,
  type ProgramMode,
  paymentPartners,
  programModes,
  type StorePlatform,
  storePlatforms,
} from '../../../contracts/constants';
import type { brand } from '../../../contracts/shapes';
import type { ApiShape } from '../lib/api-client';

/** Spec 9. The API answers these lists too (GET /api/brand/onboarding); the labels are ours. */
export { type PaymentPartner, paymentPartners, type StorePlatform, storePlatforms };

export const storePlatformLabels: Record<StorePlatform, string> = {
  shopify: 'Shopify',
  bigcommerce: 'BigCommerce',
  square: 'Square',
  woocommerce: 'WooCommerce',
  magento: 'Magento',
  prestashop: 'PrestaShop',
  other: 'Other',
};

export const paymentPartnerLabels: Record<PaymentPartner, string> = {
  'built-in': 'Built-in card processing (Stripe)',
  awin: 'Awin',
  partnerize: 'Partnerize',
  impact: 'Impact',
  commissionjunction: 'Commission Junction',
};

/** Who may promote a brand's products (issue 21), as brands and creators both read it. */
export { type ProgramMode, programModes };
export const programModeLabels: Record<ProgramMode, string> = {
  open: 'Anyone can promote',
  approval: 'Approval required',
};

/** A brand as every brand API shows it (the contract's `brand` shape); never a token. */
export type Brand = ApiShape<typeof brand>;

/** "Shopify · my-store.myshopify.com", for store summaries. */
export const describeStore = (brand: Pick<Brand, 'store_platform' | 'store_name' | 'shop_domain'>) => ({
  platform: brand.store_platform ? storePlatformLabels[brand.store_platform] : undefined,
  name: brand.store_name ?? brand.shop_domain ?? undefined,
  domain: brand.shop_domain ?? undefined,
});

import { earnPerSaleCents, formatUsd } from '../../../../../ui/utils/format';
import type { ProfileProduct } from '../api/get-brand-profile';

/** 'Uncategorized' when the product has no category (spec 2.5). */
export const categoryOf = (product: Pick<ProfileProduct, 'category'>) =>
  product.category ? product.category.charAt(0).toUpperCase() + product.category.slice(1) : 'Uncategorized';

/** "$2.50": what one sale earns the creator (spec 9). */
export const earnPerSale = (product: Pick<ProfileProduct, 'price_cents' | 'commission_percentage'>) =>
  formatUsd(earnPerSaleCents(product.price_cents, product.commission_percentage));

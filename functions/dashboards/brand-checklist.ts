import { type BrandChecklistStep, brandChecklistSteps } from '../../contracts/getting-started';
import { type Brand, type BrandStats, hasBrandSetARate } from '../catalogue';
import { hasBrandInvitedAnyone } from '../partnerships';
import { isChecklistDismissed } from './entities/checklist-dismissal';

/**
 * The brand's getting-started list (issue 34), each step from what the table records about this brand:
 * - connect the store: the brand's store_connected;
 * - make products available: its available_product_count (moved in each availability change's transaction);
 * - set commissions: a rate the brand wrote on any of its products (an import's default is not one);
 * - invite or approve a creator: an active partnership (the brand's counter) or an invitation sent;
 * - first sale: an attributed order (the brand's conversions counter).
 * It is for the way to selling: a brand with live products and a sale sees none, and nor does a user who
 * dismissed it. Only while it may show are the further reads made (a GetItem and two Queries of one item).
 */
export const readBrandChecklist = async (input: {
  userId: string;
  brand: Brand;
  liveProducts: number;
  stats: BrandStats;
}) => {
  const { brand, liveProducts, stats } = input;
  const sold = stats.conversions > 0;
  if (sold && liveProducts > 0) return null;
  const partnered = stats.active_partnerships > 0;
  const [dismissed, ratesSet, invited] = await Promise.all([
    isChecklistDismissed(input.userId),
    hasBrandSetARate(brand.id),
    partnered ? true : hasBrandInvitedAnyone(brand.id),
  ]);
  if (dismissed) return null;
  const done: Record<BrandChecklistStep, boolean> = {
    connect_store: brand.store_connected,
    products_live: liveProducts > 0,
    commissions_set: ratesSet,
    creator_partnered: partnered || invited,
    first_sale: sold,
  };
  const steps = brandChecklistSteps.map((step) => ({ step, done: done[step] }));
  return steps.every((step) => step.done) ? null : { steps };
};

/** Partnerships: applications and discount codes, on both sides. */
import { getBrand, getProductItems } from '../../catalogue';
import { defineKind } from './kind';
import type { NoticeSources } from './source';

export const partnershipKinds = {
  application_approved: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} approved your application`,
    body: (p) => `You can now promote ${p.productName}. Your referral link is ready on Campaigns.`,
    details: (p) => (p.message ? [`${p.brandName} wrote: “${p.message}”`] : []),
    action: () => ({ label: 'Open Campaigns', path: '/creator/campaigns' }),
    digestLine: (p) => `${p.brandName} approved your application for ${p.productName}`,
    example: { brandName: 'Glow Skincare', productName: 'Vitamin C Serum', message: null },
  }),
} as const;

/** A product's and its brand's names, for texts; a deleted product or brand reads as a generic name. */
export const productAndBrand = async (brandId: string, productId: string) => {
  const [brand, [product]] = await Promise.all([
    getBrand(brandId),
    getProductItems([{ brand_id: brandId, id: productId }], { attributes: ['name'] }),
  ]);
  return {
    brand,
    brandName: brand?.brand_name ?? 'A brand',
    productName: (product?.name as string | undefined) ?? 'a product',
  };
};

export const partnershipSources: NoticeSources = {
  ApplicationApproved: async (detail) => {
    const { brandName, productName } = await productAndBrand(detail.brandId, detail.productId);
    return [
      {
        kind: 'application_approved',
        userId: detail.creatorId,
        props: { brandName, productName, message: null },
      },
    ];
  },
};

import {
  type BrandContentSlots,
  BrandProfileScreen,
} from '../../../features/creator-brands/components/brand-profile-screen';
import { ContentOpportunities } from '../../../features/creator-ugc/components/content-opportunities';
import { SubmitContentForm } from '../../../features/creator-ugc/components/submit-content-form';

/** The brand profile's UGC parts come from the UGC feature (features do not import each other). */
const content: BrandContentSlots = {
  opportunities: (brandId) => <ContentOpportunities brandId={brandId} />,
  submitContent: (brand, products) => (
    <SubmitContentForm brandId={brand.id} brandName={brand.brand_name} products={products} />
  ),
};

export const CreatorBrandProfileRoute = () => <BrandProfileScreen content={content} />;

import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { StorefrontEditor } from '../../../features/storefront-editor/components/storefront-editor';

/** /creator/my-marketplace: the marketplace editor, the same component as Explore's My Store tab. */
export const CreatorMyMarketplaceRoute = () => (
  <PageContainer data-testid="my-marketplace">
    <title>My Store · Affiliate Marketplace</title>
    <PageHeader title="My Store" description="Curate the products you promote into your own storefront." />
    <StorefrontEditor />
  </PageContainer>
);

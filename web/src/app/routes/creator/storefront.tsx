import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { StorefrontEditor } from '../../../features/storefront/components/storefront-editor';

/** /creator/storefront: the storefront editor, the same component as Explore's Storefront tab. */
export const CreatorStorefrontRoute = () => (
  <PageContainer data-testid="creator-storefront">
    <PageHeader title="Storefront" description="Curate the products you promote into your own storefront." />
    <StorefrontEditor />
  </PageContainer>
);

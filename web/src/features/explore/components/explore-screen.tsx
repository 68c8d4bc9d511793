import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { MegaphoneIcon, StoreIcon } from '../../../../../ui/components/ui/icons';
import { ImageIcon, LockIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { UrlTabs } from '../../../components/layouts/url-tabs';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../lib/auth';
import { ProductsTab } from './products-tab';
import { PromotionsTab } from './promotions-tab';

/**
 * Explore Shop (/marketplace and /creator/explore, spec 2.3): Products for everyone; Content,
 * Promotions and Storefront (the spec's "My Store") need an account. The tab is kept in `?tab=` so it
 * survives a reload. `creatorContent` is the Content tab for creators (open UGC requests and their
 * submissions) and `creatorStorefront` their storefront editor, both given by the app so this screen
 * imports neither the UGC nor the storefront feature.
 */
export const ExploreScreen = ({
  creatorContent,
  creatorStorefront,
}: {
  creatorContent: ReactNode;
  creatorStorefront: ReactNode;
}) => {
  const session = useSession();
  const signedIn = session.status === 'signed-in';

  return (
    <PageContainer data-testid="explore">
      <PageHeader
        title="Explore Shop"
        description="Products brands offer creators, and what you earn on every sale."
      />
      <UrlTabs
        label="Explore sections"
        items={[
          { value: 'products', label: 'Products', panel: <ProductsTab /> },
          {
            value: 'content',
            label: 'Content',
            panel: !signedIn ? (
              <LoginRequiredCard what="content requests" />
            ) : session.me.role === 'creator' ? (
              creatorContent
            ) : (
              <EmptyState
                icon={<ImageIcon />}
                title="Content requests are answered by creators"
                data-testid="content-creators-only"
                action={
                  <Link to={paths.brand.ugc.getHref()} className={buttonStyles()}>
                    Your UGC Requests
                  </Link>
                }
              >
                Creators see open content requests here. Post and review yours in UGC Requests.
              </EmptyState>
            ),
          },
          {
            value: 'promotions',
            label: 'Promotions',
            panel: !signedIn ? (
              <LoginRequiredCard what="promotions" />
            ) : session.me.role === 'creator' ? (
              <PromotionsTab />
            ) : (
              <EmptyState
                icon={<MegaphoneIcon />}
                title="Promotions are shown to creators"
                data-testid="promotions-creators-only"
              >
                Creators see brands' time-limited offers here, with their dates.
              </EmptyState>
            ),
          },
          {
            value: 'storefront',
            label: 'Storefront',
            // The storefront editor is the creator's own (brands have no storefront).
            panel: !signedIn ? (
              <LoginRequiredCard what="your storefront" />
            ) : session.me.role === 'creator' ? (
              creatorStorefront
            ) : (
              <EmptyState
                icon={<StoreIcon />}
                title="Storefronts are for creators"
                data-testid="storefront-creators-only"
              >
                Creators curate the products they promote into a storefront at their own address.
              </EmptyState>
            ),
          },
        ]}
      />
    </PageContainer>
  );
};

/** What a visitor sees on the tabs that need an account: why, and the way to log in. */
const LoginRequiredCard = ({ what }: { what: string }) => (
  <EmptyState
    icon={<LockIcon />}
    title="Login required"
    data-testid="explore-login-required"
    action={
      <Link to={paths.auth.login.getHref()} className={buttonStyles()}>
        Log in
      </Link>
    }
  >
    Log in to see {what}. Creators join free.
  </EmptyState>
);

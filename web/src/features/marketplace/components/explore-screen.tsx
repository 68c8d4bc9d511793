import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MegaphoneIcon, StoreIcon } from '../../../components/ui/icons';
import { Tabs } from '../../../components/ui/tabs';
import { ImageIcon, LockIcon } from '../../../components/ui/workspace-icons';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { useTabParam } from '../../../lib/use-tab-param';
import { ProductsTab } from './products-tab';

const tabs = ['products', 'content', 'promotions', 'store'] as const;

/**
 * Explore Shop (/marketplace and /creator/explore, spec 2.3): Products for everyone; Content,
 * Promotions and My Store need an account. The tab is kept in `?tab=` so it survives a reload.
 */
export const ExploreScreen = () => {
  const [tab, setTab] = useTabParam(tabs);
  const session = useSession();
  const signedIn = session.status === 'signed-in';

  const members = (panel: ReactNode, what: string) => (signedIn ? panel : <LoginRequiredCard what={what} />);

  return (
    <PageContainer data-testid="explore">
      <PageHeader
        title="Explore Shop"
        description="Products brands offer creators, and what you earn on every sale."
      />
      <div className="mt-6">
        <Tabs
          label="Explore sections"
          value={tab}
          onChange={setTab}
          items={[
            { value: 'products', label: 'Products', panel: <ProductsTab /> },
            {
              value: 'content',
              label: 'Content',
              panel: members(
                <EmptyState
                  icon={<ImageIcon />}
                  title="No open content requests yet"
                  data-testid="content-empty"
                >
                  Brands' requests for photos and videos will be listed here, with their budgets and
                  deadlines.
                </EmptyState>,
                'content requests',
              ),
            },
            {
              value: 'promotions',
              label: 'Promotions',
              panel: members(
                <EmptyState
                  icon={<MegaphoneIcon />}
                  title="Promotions arrive soon"
                  data-testid="promotions-soon"
                >
                  Brands' limited-time promotions will be listed here once they can run them.
                </EmptyState>,
                'promotions',
              ),
            },
            {
              value: 'store',
              label: 'My Store',
              panel: members(
                <EmptyState icon={<StoreIcon />} title="Your store arrives soon" data-testid="store-soon">
                  You will be able to curate your favourite products into your own storefront here.
                </EmptyState>,
                'your store',
              ),
            },
          ]}
        />
      </div>
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

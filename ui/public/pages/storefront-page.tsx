import { paths } from '../../config/paths';
import type { PublicStorefront, StorefrontCodes } from '../../storefront/storefront-types';
import { StorefrontNotFoundView, StorefrontView } from '../../storefront/storefront-view';
import { Island } from '../island';
import { SignedOutAppPage } from './signed-out-app';

/** /{username} as the server renders it: the view, with Follow and Share as an island. */
export const StorefrontPage = ({ data, codes }: { data: PublicStorefront; codes?: StorefrontCodes }) => (
  <StorefrontView
    data={data}
    codes={codes}
    social={
      <Island
        name="storefront-social"
        props={{
          username: data.storefront.username,
          marketplaceName: data.storefront.marketplace_name,
          bio: data.storefront.bio,
          followerCount: data.storefront.follower_count,
        }}
      />
    }
  />
);

/** A missing or switched-off storefront: the 404 inside the app's layout, as the SPA shows it too. */
export const StorefrontNotFoundPage = ({ username }: { username: string }) => (
  <SignedOutAppPage
    path={paths.storefront.getHref(username)}
    routes={[{ path: paths.storefront.path, Component: StorefrontNotFoundView }]}
  />
);

import { paths } from '../../config/paths';
import type { PublicStorefront } from '../../features/storefront/api/storefront-types';
import { StorefrontNotFoundView, StorefrontView } from '../../features/storefront/components/storefront-view';
import { Island } from '../island';

/** /{username} as the server renders it: the view, with Follow and Share as an island. */
export const StorefrontPage = ({ data }: { data: PublicStorefront }) => (
  <StorefrontView
    data={data}
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

export const StorefrontNotFoundPage = () => <StorefrontNotFoundView homeHref={paths.home.getHref()} />;

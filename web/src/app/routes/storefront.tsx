import { useParams } from 'react-router-dom';
import { reservedUsernames } from '../../../../contracts/reserved-usernames';
import { StorefrontPage } from '../../features/storefront/components/storefront-page';
import { NotFoundRoute } from './not-found';

/**
 * /{username}: the public storefront, outside the standard layout (spec 2.1). A reserved name is an app
 * path, never a storefront: it is the app's 404 like any other unknown path.
 */
export const StorefrontRoute = () => {
  const { username = '' } = useParams();
  if (reservedUsernames.has(username.toLowerCase())) return <NotFoundRoute />;
  // A new username is a new page: start its state afresh.
  return <StorefrontPage key={username} username={username} />;
};

import { useParams } from 'react-router-dom';
import { reservedUsernames } from '../../../../ui/config/paths';
import { StorefrontNotFoundView } from '../../../../ui/storefront/storefront-view';
import { NotFoundRoute } from './not-found';

/**
 * /{username} in the SPA: the server renders every storefront, so the SPA is here only when there is
 * none (it starts over the server's 404 for a visitor who may be signed in): spec 2.3's 'Marketplace not
 * found'. A reserved name is no storefront's address but an unknown app path: the ordinary 404.
 */
export const StorefrontNotFoundRoute = () => {
  const { username = '' } = useParams();
  return reservedUsernames.includes(username.toLowerCase()) ? <NotFoundRoute /> : <StorefrontNotFoundView />;
};

import { createHash } from 'node:crypto';
// The contract's schemas are zod/mini: the redirect is the hottest path; its cold start should carry little.
import { followReferralLink } from '../../../contracts/public-pages';
import { getBrandStore } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { getLinkForRedirect, recordClick } from '../entities/link-redirect';
import { linkNotFoundPage, notFoundPageStyle } from '../not-found-page';
import { destinationFor, handleOfLink } from '../referral-destination';
import { trackedUrl } from '../tracked-url';

/**
 * GET /r/{code}: count the click and send the shopper to the store (302). One GetItem for the link,
 * then, side by side, one GetItem for the brand's current store and one write for the click (a random
 * counter shard); everything else happens off the request path.
 *
 * The destination is rebuilt from the brand's store at click time, not taken from the link: a brand
 * that changes or disconnects its store re-targets every link at once, and a store domain the brand
 * let go (which someone else may now own) never receives its shoppers.
 */
export const handler = createFeatureHandler(
  {
    'GET /r/{code}': defineRoute(followReferralLink, async ({ params }) => {
      const link = await getLinkForRedirect(params.code);
      if (!link) return { raw: linkNotFoundPage() };
      const [store] = await Promise.all([getBrandStore(link.brand_id), recordClick(link)]);
      const destination = destinationFor(store, { id: link.product_id, handle: handleOfLink(link) });
      return {
        raw: {
          statusCode: 302,
          headers: {
            location: trackedUrl({ ...link, destination_url: destination }),
            'cache-control': 'no-store',
          },
          body: '',
        },
      };
    }),
  },
  {
    // The not-found page has one inline stylesheet and no script.
    securityHeaders: {
      contentSecurityPolicy: {
        'default-src': "'none'",
        'style-src': `'sha256-${createHash('sha256').update(notFoundPageStyle).digest('base64')}'`,
      },
    },
  },
);

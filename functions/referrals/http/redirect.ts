import { createHash } from 'node:crypto';
// The contract's schemas are zod/mini: the redirect is the hottest path; its cold start should carry little.
import { checkReferralLink, followReferralLink } from '../../../contracts/public-pages';
import { getBrandStore } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { getLinkForRedirect, type RedirectLink, recordClick } from '../entities/link-redirect';
import { isHumanClick } from '../human-click';
import { linkNotFoundPage, notFoundPageStyle } from '../not-found-page';
import { destinationFor, handleOfLink } from '../referral-destination';
import { trackedUrl } from '../tracked-url';
import { TtlCache } from '../ttl-cache';

type Destination = { link: RedirectLink; store: Awaited<ReturnType<typeof getBrandStore>> };

/**
 * What a link's redirect needs (the link and its brand's store), kept in the warm function for at most
 * a minute: a hot link then costs one UpdateItem per click, and a brand's store change reaches its
 * links within that minute. Bounded (least recently used out first) so many cold links cannot grow the
 * function's memory. Unknown codes are not kept: a link created a moment ago must work at once, and
 * made-up codes must not push out hot links. Exported for tests (its clock, its size).
 */
export const destinations = new TtlCache<Destination>(1_000, 60_000);

/** Counts how often the redirect read the table for a link's destination (tests prove the cache with it). */
export const destinationReads = { count: 0 };

/**
 * GET and HEAD /r/{code}: send the shopper to the store (302) and count the request. A GET that is not
 * a prefetch and not from a known robot counts as a person's click (`clicks`); every other request,
 * HEAD included, is redirected the same but counted only in `robot_clicks` (human-click.ts), so the raw
 * count (their sum) still shows all traffic. The count is one write on a random counter shard;
 * everything else happens off the request path.
 *
 * The destination is rebuilt from the brand's store, not taken from the link: a brand that changes or
 * disconnects its store re-targets every link (within the cache's minute), and a store domain the
 * brand let go (which someone else may now own) never receives its shoppers.
 */
const redirect = async (code: string, human: boolean) => {
  let found = destinations.get(code);
  if (found) await recordClick(found.link, { human });
  else {
    destinationReads.count++;
    const link = await getLinkForRedirect(code);
    if (!link) return { raw: linkNotFoundPage() };
    // The store read and the click side by side: a cold link costs one round trip more than a hot one.
    const [store] = await Promise.all([getBrandStore(link.brand_id), recordClick(link, { human })]);
    found = { link, store };
    destinations.set(code, found);
  }
  const { link, store } = found;
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
};

export const handler = createFeatureHandler(
  {
    'GET /r/{code}': defineRoute(followReferralLink, ({ params, event }) =>
      redirect(params.code, isHumanClick('GET', event.headers ?? {})),
    ),
    'HEAD /r/{code}': defineRoute(checkReferralLink, ({ params }) => redirect(params.code, false)),
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

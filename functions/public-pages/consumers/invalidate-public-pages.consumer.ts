import { eventMetaOf } from '../../../events/catalogue';
import { getCreator } from '../../identity';
import { consumerOfAny } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { readStorefrontsFeaturing } from '../../storefront';
import { CREATOR_CODE_EVENTS, PAGE_CHANGE_EVENTS, type PageChange } from '../invalidation/change-events';
import { invalidatePaths } from '../invalidation/invalidate';
import { pathsToInvalidate } from '../invalidation/paths';

/**
 * Consumer of the events that change a public page (the InvalidatePublicPages rule; a discount code's
 * events name a creator, whose username is read first): the pages the
 * change makes stale (invalidation/paths.ts) are invalidated in CloudFront at once, instead of waiting
 * out their s-maxage. The invalidation's CallerReference is the event's outbox id, so a redelivered
 * event makes no second invalidation (CloudFront answers the one it made). A failed call throws: the
 * bus retries, then parks the event in the rule's dead-letter queue; the pages then expire on their own.
 */
/**
 * A storefront that starts or stops showing products changes the "Also picked by" list on the other
 * storefronts' pages of those products (`/{username}/p/{id}`), which no wildcard can name: they are read
 * (one Query per product, at most a storefront's 60) and invalidated by name.
 */
const otherPicksOf = async (change: PageChange): Promise<string[]> => {
  if (change.name !== 'StorefrontChanged') return [];
  const productIds = change.detail.productIds ?? [];
  const featuring = await Promise.all(productIds.map(readStorefrontsFeaturing));
  return productIds.flatMap((productId, i) =>
    (featuring[i] ?? []).flatMap(({ username }) => {
      const path = `/${encodeURIComponent(username)}/p/${encodeURIComponent(productId)}`;
      return [path, `${path}/`];
    }),
  );
};

export const handler = consumerOfAny(PAGE_CHANGE_EVENTS, async (name, detail, event) => {
  const change = (CREATOR_CODE_EVENTS as readonly string[]).includes(name)
    ? {
        name,
        detail,
        // The username the creator's storefront is served under now (a GetItem).
        username: (await getCreator((detail as { creatorId: string }).creatorId))?.username ?? null,
      }
    : { name, detail };
  const paths = [...pathsToInvalidate(change as PageChange), ...(await otherPicksOf(change as PageChange))];
  if (paths.length === 0) return;
  const eventId = eventMetaOf(event.detail)?.eventId ?? event.id;
  const invalidation = await invalidatePaths(paths, eventId);
  log.info('public pages invalidated', { event: name, eventId, paths, invalidation });
});

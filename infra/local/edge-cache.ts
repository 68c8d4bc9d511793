/**
 * The local CloudFront cache in front of the render function, with the rules of the deployed cache policy
 * (infra/constructs/public-pages.ts: min 0, default 0, max 1 day, the path alone as the key):
 *
 * - an answer is kept for its `s-maxage` (else `max-age`), at most a day; `no-store`, `no-cache`,
 *   `private` or a lifetime of 0 keep nothing (the default TTL is 0), and neither does a non-GET;
 * - once expired, for its `stale-while-revalidate` it is still served at once while one background
 *   request refetches it; after that the viewer waits for the origin;
 * - an invalidation drops the paths it names (`*` at the end: every path with that prefix), and an
 *   origin answer that was under way when it came is not kept (it may predate the change).
 *
 * Answers carry `X-Cache` (Hit / RefreshHit / Miss from cloudfront) and `Age`, as CloudFront's do.
 */

export interface OriginAnswer {
  status: number;
  headers: Record<string, string>;
  /** Bytes for a binary answer (a share card's PNG). */
  body: string | Buffer;
}

/** How long an answer may be kept, from its Cache-Control; undefined: not at all. */
export interface CacheLifetime {
  /** Seconds it is fresh. */
  ttl: number;
  /** Seconds after that it may still be served while it is refetched. */
  staleWhileRevalidate: number;
}

/** The cache policy's maximum TTL (PUBLIC_PAGES_MAX_TTL): a day. */
export const MAX_TTL_SECONDS = 86_400;

const directivesOf = (cacheControl: string): Map<string, string | undefined> => {
  const directives = new Map<string, string | undefined>();
  for (const part of cacheControl.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name) directives.set(name.toLowerCase(), value?.replace(/^"|"$/g, ''));
  }
  return directives;
};

const seconds = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

export const cacheLifetime = (cacheControl: string | undefined): CacheLifetime | undefined => {
  if (!cacheControl) return undefined;
  const directives = directivesOf(cacheControl);
  if (['no-store', 'no-cache', 'private'].some((name) => directives.has(name))) return undefined;
  const ttl = Math.min(
    seconds(directives.get('s-maxage')) ?? seconds(directives.get('max-age')) ?? 0,
    MAX_TTL_SECONDS,
  );
  if (ttl <= 0) return undefined;
  return { ttl, staleWhileRevalidate: seconds(directives.get('stale-while-revalidate')) ?? 0 };
};

export interface CachedAnswer {
  answer: OriginAnswer;
  /** When it came from the origin (ms). */
  storedAt: number;
  lifetime: CacheLifetime;
}

export type Freshness = 'fresh' | 'stale' | 'expired';

export const freshness = (entry: CachedAnswer, now: number): Freshness => {
  const age = (now - entry.storedAt) / 1000;
  if (age < entry.lifetime.ttl) return 'fresh';
  if (age < entry.lifetime.ttl + entry.lifetime.staleWhileRevalidate) return 'stale';
  return 'expired';
};

/** Does an invalidation path name this cache key? A trailing `*` matches any rest, as in CloudFront. */
export const invalidationMatches = (invalidationPath: string, key: string): boolean =>
  invalidationPath.endsWith('*') ? key.startsWith(invalidationPath.slice(0, -1)) : key === invalidationPath;

export type CacheStatus = 'Hit' | 'RefreshHit' | 'Miss';

export interface EdgeAnswer extends OriginAnswer {
  cacheStatus: CacheStatus;
  /** Seconds since the origin made it (0 when it comes straight from the origin). */
  age: number;
}

/**
 * `V`: what the origin request carries of the viewer's (the host, for x-forwarded-host). A refetch uses
 * the viewer whose request made it, as CloudFront's does.
 */
export interface EdgeCacheOptions<V> {
  /** Calls the origin for a path (the cache key); HEAD is forwarded as HEAD. */
  fetch: (path: string, method: 'GET' | 'HEAD', viewer: V) => Promise<OriginAnswer>;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export const createEdgeCache = <V>(options: EdgeCacheOptions<V>) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer>();
  /** Bumped by every invalidation: an origin answer fetched across one is not stored. */
  let generation = 0;
  const refreshing = new Map<string, Promise<OriginAnswer>>();

  const fetchAndStore = (path: string, viewer: V): Promise<OriginAnswer> => {
    const startedIn = generation;
    return options.fetch(path, 'GET', viewer).then((answer) => {
      const lifetime = cacheLifetime(answer.headers['cache-control']);
      if (!lifetime) entries.delete(path);
      else if (startedIn === generation) entries.set(path, { answer, storedAt: now(), lifetime });
      return answer;
    });
  };

  const refreshInBackground = (path: string, viewer: V): void => {
    if (refreshing.has(path)) return;
    const refresh = fetchAndStore(path, viewer)
      .catch((error: unknown) => {
        // The stale copy stays until it expires; the next viewer after that asks the origin again.
        options.onError?.(error);
        return undefined;
      })
      .finally(() => refreshing.delete(path));
    refreshing.set(path, refresh as Promise<OriginAnswer>);
  };

  const ageOf = (entry: CachedAnswer): number => Math.max(0, Math.floor((now() - entry.storedAt) / 1000));

  return {
    /** A GET (or HEAD: served from a cached GET, never stored) of `path`, the cache key. */
    async get(path: string, method: 'GET' | 'HEAD', viewer: V): Promise<EdgeAnswer> {
      const entry = entries.get(path);
      const state = entry && freshness(entry, now());
      if (entry && state === 'fresh') return { ...entry.answer, cacheStatus: 'Hit', age: ageOf(entry) };
      if (entry && state === 'stale') {
        refreshInBackground(path, viewer);
        return { ...entry.answer, cacheStatus: 'RefreshHit', age: ageOf(entry) };
      }
      if (entry) entries.delete(path);
      const answer =
        method === 'GET' ? await fetchAndStore(path, viewer) : await options.fetch(path, method, viewer);
      return { ...answer, cacheStatus: 'Miss', age: 0 };
    },

    /** Drops the cached answers the paths name; returns how many were dropped. */
    invalidate(paths: readonly string[]): number {
      generation += 1;
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        if (paths.some((path) => invalidationMatches(path, key))) {
          entries.delete(key);
          dropped += 1;
        }
      }
      return dropped;
    },

    /** Resolves when no background refresh is under way (tests). */
    async settled(): Promise<void> {
      while (refreshing.size > 0) await Promise.all([...refreshing.values()]);
    },

    /** The cached paths (tests, diagnostics). */
    keys: (): string[] => [...entries.keys()],
  };
};

export type EdgeCache<V> = ReturnType<typeof createEdgeCache<V>>;

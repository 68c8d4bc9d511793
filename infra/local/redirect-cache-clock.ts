/**
 * Local only: POST /__local/redirect-cache/advance?ms=N moves the clock of the redirect's warm cache
 * (functions/referrals/http/redirect.ts, as loaded by the API adapter) N ms ahead, so a test sees what a
 * shopper sees once the cache's minute is over (a brand's new store) without waiting that minute.
 * Nothing like it exists in AWS: there the cache ends with its Lambda instance or its minute.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadHandler, repoRoot } from './lambda-runtime';

const REDIRECT_MODULE = 'functions/referrals/http/redirect.ts';

export const handleRedirectCacheClock = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const ms = Number(new URL(req.url ?? '/', 'http://localhost').searchParams.get('ms'));
  if (req.method !== 'POST' || !Number.isFinite(ms) || ms < 0) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'POST with ?ms=<non-negative number>' }));
    return;
  }
  // The same module instance the API adapter serves /r/{code} from (loadHandler caches it by URL).
  await loadHandler(REDIRECT_MODULE);
  const { destinations } = (await import(
    pathToFileURL(path.join(repoRoot, REDIRECT_MODULE)).href
  )) as typeof import('../../functions/referrals/http/redirect');
  const before = destinations.now;
  destinations.now = () => before() + ms;
  res.writeHead(204, { 'cache-control': 'no-store' });
  res.end();
};

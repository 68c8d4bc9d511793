/**
 * Local-only fault switch of the demo store, so tests can see what the app does when a real store
 * fails part-way through an import: `POST /__shopify/__faults` with
 * `{"shop": "x.myshopify.com", "failProductPages": [2]}` makes that shop's Products query answer an
 * internal error for those pages (1-based, by position in the catalogue); `[]` heals it. Per shop, so
 * tests running side by side on other shops are unaffected. Kept in memory: a restart heals every shop.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../infra/local/http-util';
import { sendJson } from './html';

const failingPages = new Map<string, Set<number>>();

export const productPageFails = (shop: string, page: number): boolean =>
  failingPages.get(shop)?.has(page) ?? false;

/** What Shopify answers (HTTP 200 with a GraphQL error) when something breaks on its side. */
export const internalErrorOutcome = {
  errors: [
    {
      message: 'Internal error. Looks like something went wrong on our end.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    },
  ],
};

export const handleFaults = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  if (req.method !== 'POST') return sendJson(res, 405, { errors: 'Method not allowed' });
  let body: { shop?: unknown; failProductPages?: unknown };
  try {
    body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}');
  } catch {
    return sendJson(res, 400, { errors: 'Invalid JSON in request body' });
  }
  const pages = body.failProductPages;
  if (
    typeof body.shop !== 'string' ||
    !Array.isArray(pages) ||
    !pages.every((page) => Number.isInteger(page) && page >= 1)
  ) {
    return sendJson(res, 400, {
      errors: 'Expected {"shop": string, "failProductPages": [1-based page, ...]}',
    });
  }
  if (pages.length === 0) failingPages.delete(body.shop);
  else failingPages.set(body.shop, new Set(pages as number[]));
  sendJson(res, 200, { shop: body.shop, failProductPages: pages });
};

/**
 * Local-only: a demo shop's settings, as a merchant sets them in Shopify's admin (Settings → General).
 * `POST /__shopify/{shop}/__settings` with `{"currencyCode": "JPY"}` makes that shop a JPY store: its
 * `shop { currencyCode }` answers JPY and its orders' shop_money is in JPY. Every shop is USD until set.
 * Kept in the state file, so a restart keeps it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../infra/local/http-util';
import { sendJson } from './html';
import type { DemoState } from './state';

/** ISO 4217 alphabetic codes, as Shopify's CurrencyCode enum names them. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

export const handleShopSettings = async (
  req: IncomingMessage,
  res: ServerResponse,
  shop: string,
  state: DemoState,
): Promise<void> => {
  if (req.method === 'GET') return sendJson(res, 200, { shop, currencyCode: state.shopCurrency(shop) });
  if (req.method !== 'POST') return sendJson(res, 405, { errors: 'Method not allowed' });
  let body: { currencyCode?: unknown };
  try {
    body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}');
  } catch {
    return sendJson(res, 400, { errors: 'Invalid JSON in request body' });
  }
  if (typeof body.currencyCode !== 'string' || !CURRENCY_CODE.test(body.currencyCode)) {
    return sendJson(res, 400, { errors: 'Expected {"currencyCode": "USD" | "EUR" | "JPY" | ...}' });
  }
  state.setShopCurrency(shop, body.currencyCode);
  sendJson(res, 200, { shop, currencyCode: body.currencyCode });
};

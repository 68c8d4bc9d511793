/**
 * Request helpers for the demo store's state-changing routes (checkout, refunds, cancellations): JSON
 * or form bodies, Shopify-like error bodies, and the guard that keeps other sites from posting to them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PayloadTooLargeError, readBody } from '../../infra/local/http-util';
import { errorPage, sendJson } from './html';

const LIMIT = 64 * 1024;

/** 400/422 body in Shopify REST's form ({ errors: { field: [message] } }) plus one readable message. */
export const sendErrors = (res: ServerResponse, status: number, errors: Record<string, string>): void =>
  sendJson(res, status, {
    errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
    message: Object.entries(errors)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; '),
  });

/** The parsed JSON body, or undefined after answering 400/413 for a body that is not JSON. */
export const readJsonBody = async (req: IncomingMessage, res: ServerResponse): Promise<unknown> => {
  try {
    return JSON.parse((await readBody(req, LIMIT)).toString('utf8'));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) sendJson(res, 413, { errors: 'Request body too large' });
    else sendErrors(res, 400, { body: 'The request body must be JSON' });
    return undefined;
  }
};

export const readForm = async (req: IncomingMessage): Promise<URLSearchParams> =>
  new URLSearchParams((await readBody(req, LIMIT)).toString('utf8'));

export const isJsonRequest = (req: IncomingMessage): boolean =>
  (req.headers['content-type'] ?? '').includes('application/json');

/**
 * Refuses (403, true) a POST another site made a browser send: its Origin is not the store's, or the
 * browser says it is cross-site. Tests and the seed (no browser) send neither header.
 */
export const refuseCrossSite = (req: IncomingMessage, res: ServerResponse, storeOrigin: string): boolean => {
  const origin = req.headers.origin;
  const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
  if ((origin && origin !== storeOrigin) || crossSite) {
    if (isJsonRequest(req)) sendJson(res, 403, { errors: 'Cross-site requests are refused' });
    else errorPage(res, 403, 'Request refused', 'This form was posted from another site.');
    return true;
  }
  return false;
};

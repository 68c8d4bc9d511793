/** Routes that answer a browser with a page or a redirect rather than JSON. */
import * as z from 'zod/mini';
import { defineContract, htmlPage } from './http';

/** The tracked redirect: counts the click and sends the shopper to the store. */
export const followReferralLink = defineContract({
  method: 'GET',
  path: '/r/{code}',
  auth: 'public',
  summary: 'Counts a click and redirects to the product in the store',
  params: z.object({ code: z.string().check(z.minLength(1), z.maxLength(120)) }),
  responses: {
    302: htmlPage('Redirect to the store (Location header)'),
    404: htmlPage('A page saying the link does not exist'),
  },
});

/** Opened in the connection popup: sets the state cookies and redirects to the shop's authorize page. */
export const beginShopifyInstall = defineContract({
  method: 'GET',
  path: '/api/shopify/install',
  auth: 'public',
  summary: "Redirects the connection popup to the shop's authorize page",
  query: z.object({ install: z.string().check(z.minLength(1), z.maxLength(100)) }),
  responses: {
    302: htmlPage("Redirect to the shop's authorize page"),
    400: htmlPage('A popup page reporting an expired connection link'),
    503: htmlPage('A popup page reporting Shopify is not configured'),
  },
});

/** Shopify redirects here; verified (HMAC + state) before anything is written. */
export const completeShopifyInstall = defineContract({
  method: 'GET',
  path: '/api/shopify/callback',
  auth: 'public',
  summary: 'Completes the Shopify connection and reports the outcome to the opener window',
  responses: {
    200: htmlPage('A popup page reporting success to its opener'),
    403: htmlPage('A popup page reporting a refused connection'),
    500: htmlPage('A popup page reporting a failure'),
  },
});

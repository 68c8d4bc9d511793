/** Routes that answer a browser with a page or a redirect rather than JSON. */
import * as z from 'zod/mini';
import { defineContract, htmlPage } from './http';

const referralCode = z.object({ code: z.string().check(z.minLength(1), z.maxLength(120)) });

/** The tracked redirect: counts the click (as a person's, unless it is a prefetch or a robot) and redirects. */
export const followReferralLink = defineContract({
  method: 'GET',
  path: '/r/{code}',
  auth: 'public',
  summary:
    "Counts a click and redirects to the product in the store (a person's click unless a prefetch or a robot)",
  params: referralCode,
  responses: {
    302: htmlPage('Redirect to the store (Location header)'),
    404: htmlPage('A page saying the link does not exist'),
  },
});

/**
 * HEAD of the tracked redirect: the same answer, counted only in the raw count. API Gateway routes by
 * exact method, so without this route a HEAD (link checkers, some preview agents) would get a 404.
 */
export const checkReferralLink = defineContract({
  method: 'HEAD',
  path: '/r/{code}',
  auth: 'public',
  summary: 'The redirect without counting a click: the same status and Location as GET',
  params: referralCode,
  responses: {
    302: htmlPage('Redirect to the store (Location header)'),
    404: htmlPage('The link does not exist'),
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

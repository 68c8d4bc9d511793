import { createHash } from 'node:crypto';
// zod/mini: the redirect is the hottest path; its cold start should carry as little as possible.
import * as z from 'zod/mini';
import { recordClick } from '../shared/data/entities/click-counter';
import { getLinkByCode, trackedUrl } from '../shared/data/entities/referral-link';
import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';
import { linkNotFoundPage, notFoundPageStyle } from './not-found-page';

/**
 * GET /r/{code}: count the click and send the shopper to the store (302). One GetItem for the link,
 * one write for the click (a random counter shard); everything else happens off the request path.
 */
export const handler = createFeatureHandler(
  {
    'GET /r/{code}': defineRoute(
      { params: z.object({ code: z.string().check(z.minLength(1), z.maxLength(120)) }) },
      async ({ params }) => {
        const link = await getLinkByCode(params.code);
        if (!link) return { raw: linkNotFoundPage() };
        await recordClick(link);
        return {
          raw: {
            statusCode: 302,
            headers: { location: trackedUrl(link), 'cache-control': 'no-store' },
            body: '',
          },
        };
      },
    ),
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

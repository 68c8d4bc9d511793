import { BRAND_HEADER } from '../../../contracts/brand-roles';
import { getMe as meContract } from '../../../contracts/system';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { getMe } from '../get-me';

export const handler = createFeatureHandler({
  // Headers arrive lower-cased (the shared stack's header normalizer).
  'GET /api/me': defineRoute(meContract, async ({ caller, event }) => ({
    body: await getMe(caller, event.headers[BRAND_HEADER]),
  })),
});

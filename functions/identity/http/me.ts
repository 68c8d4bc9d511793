import { getMe as meContract } from '../../../contracts/system';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { getMe } from '../get-me';

export const handler = createFeatureHandler({
  'GET /api/me': defineRoute(meContract, async ({ caller }) => ({ body: await getMe(caller) })),
});

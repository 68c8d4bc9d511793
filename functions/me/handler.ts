import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';
import { getMe } from './get-me';

export const handler = createFeatureHandler({
  'GET /api/me': defineRoute({}, async ({ caller }) => ({ body: await getMe(caller) })),
});

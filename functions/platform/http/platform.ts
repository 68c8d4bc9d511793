import { getPlatform } from '../../../contracts/system';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { platformSettings } from '../platform-settings';

/** GET /api/platform: public; the settings that public copy (pricing, FAQ, payouts) is written from. */
export const handler = createFeatureHandler({
  'GET /api/platform': defineRoute(getPlatform, async () => ({
    body: platformSettings,
    headers: { 'cache-control': 'public, max-age=300' },
  })),
});

import { getBrandDashboard as dashboardContract } from '../../../contracts/brand-workspace';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { getBrandDashboard } from '../get-brand-dashboard';

export const handler = createFeatureHandler({
  'GET /api/brand/dashboard': defineRoute(dashboardContract, async ({ caller }) => ({
    body: await getBrandDashboard(await getBrandOfUserOrThrow(caller.userId)),
  })),
});

import {
  getBrandDashboard as dashboardContract,
  dismissBrandChecklist as dismissContract,
} from '../../../contracts/brand-workspace';
import { getBrandAndLiveCountOrThrow, getBrandOrThrow } from '../../catalogue';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { dismissChecklist } from '../entities/checklist-dismissal';
import { getBrandDashboard } from '../get-brand-dashboard';

export const handler = createBrandFeatureHandler({
  'GET /api/brand/dashboard': defineRoute(dashboardContract, async ({ caller }) => {
    const { brand, liveProducts } = await getBrandAndLiveCountOrThrow(caller.brandId);
    return { body: await getBrandDashboard({ brand, liveProducts, userId: caller.userId }) };
  }),
  'POST /api/brand/dashboard/checklist/dismiss': defineRoute(dismissContract, async ({ caller }) => {
    // Only a brand's user has a brand dashboard to dismiss it from (a 404 otherwise, as the dashboard).
    await getBrandOrThrow(caller.brandId);
    await dismissChecklist(caller.userId);
    return { status: 204 };
  }),
});

/**
 * Issue 36: the brand's fraud settings (GET for every member, PUT for the settings roles: the contracts
 * say which), served by the brand-sales function beside the held sales they decide.
 */
import { getFraudSettings as getContract, putFraudSettings as putContract } from '../../../contracts/fraud';
import { requestActor } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { saveFraudSettings } from '../fraud/save-settings';
import { getFraudSettings } from '../fraud/settings';

export const fraudSettingsRoutes = {
  'GET /api/brand/fraud-settings': defineRoute(getContract, async ({ caller }) => ({
    body: await getFraudSettings(caller.brandId),
  })),
  'PUT /api/brand/fraud-settings': defineRoute(putContract, async ({ caller, body, event }) => ({
    body: await saveFraudSettings(
      caller.brandId,
      body.settings,
      body.version,
      await requestActor(caller, event),
    ),
  })),
};

import { closeAccount as closeAccountContract, getYourData } from '../../../contracts/your-data';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { closeAccount } from '../close-account';
import { closingFactsOf } from '../closing-facts';

/** Your data (issue 35): what closing would give up, and closing the account. */
export const handler = createFeatureHandler({
  'GET /api/account/data': defineRoute(getYourData, async ({ caller }) => ({
    body: { closing: await closingFactsOf(caller) },
  })),
  'POST /api/account/close': defineRoute(closeAccountContract, async ({ caller, body }) => ({
    body: await closeAccount(caller, body),
  })),
});

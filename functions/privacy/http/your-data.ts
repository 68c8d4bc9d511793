import {
  closeAccount as closeAccountContract,
  getYourData,
  requestDataExport as requestDataExportContract,
} from '../../../contracts/your-data';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { closeAccount } from '../close-account';
import { closingFactsOf } from '../closing-facts';
import { readDataExport, requestDataExport } from '../export/request-data-export';

/** Your data (issue 35): the card (export state, what closing gives up), Download my data, closing. */
export const handler = createFeatureHandler({
  'GET /api/account/data': defineRoute(getYourData, async ({ caller }) => {
    const [dataExport, closing] = await Promise.all([readDataExport(caller.userId), closingFactsOf(caller)]);
    return { body: { export: dataExport, closing } };
  }),
  'POST /api/account/data/export': defineRoute(requestDataExportContract, async ({ caller }) => ({
    status: 202,
    body: { export: await requestDataExport(caller) },
  })),
  'POST /api/account/close': defineRoute(closeAccountContract, async ({ caller, body, event }) => ({
    body: await closeAccount(caller, body, event.requestContext?.http?.sourceIp || null),
  })),
});

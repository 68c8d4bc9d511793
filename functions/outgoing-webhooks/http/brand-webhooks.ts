import * as contracts from '../../../contracts/outgoing-webhooks';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { deliveryLog, replayDelivery } from '../delivery-log';
import {
  createEndpoint,
  deleteEndpoint,
  endpointView,
  listEndpoints,
  revealSecret,
  rollSecret,
  setEndpointEnabled,
} from '../endpoints';
import { sendTestEvent } from '../send-test-event';

/** The brand's outgoing webhooks (issue 22): every route works on the caller's own brand only. */
const brandIdOf = async (userId: string) => (await getBrandOfUserOrThrow(userId)).id;

export const handler = createFeatureHandler({
  'GET /api/brand/webhooks': defineRoute(contracts.listWebhookEndpoints, async ({ caller }) => ({
    body: {
      endpoints: (await listEndpoints(await brandIdOf(caller.userId))).map(endpointView),
      max_endpoints: contracts.MAX_WEBHOOK_ENDPOINTS,
    },
  })),
  'POST /api/brand/webhooks': defineRoute(contracts.createWebhookEndpoint, async ({ caller, body }) => {
    const { endpoint, secret } = await createEndpoint(await brandIdOf(caller.userId), body);
    return { status: 201, body: { endpoint: endpointView(endpoint), secret } };
  }),
  'PUT /api/brand/webhooks/{endpointId}/enabled': defineRoute(
    contracts.setWebhookEndpointEnabled,
    async ({ caller, params, body }) => ({
      body: {
        endpoint: endpointView(
          await setEndpointEnabled(await brandIdOf(caller.userId), params.endpointId, body.enabled),
        ),
      },
    }),
  ),
  'POST /api/brand/webhooks/{endpointId}/secret/reveal': defineRoute(
    contracts.revealWebhookSecret,
    async ({ caller, params }) => {
      const { secret, previous } = await revealSecret(await brandIdOf(caller.userId), params.endpointId);
      return { body: { secret, previous_secret: previous } };
    },
  ),
  'DELETE /api/brand/webhooks/{endpointId}': defineRoute(
    contracts.deleteWebhookEndpoint,
    async ({ caller, params }) => {
      await deleteEndpoint(await brandIdOf(caller.userId), params.endpointId);
      return { status: 204 };
    },
  ),
  'GET /api/brand/webhooks/{endpointId}/deliveries': defineRoute(
    contracts.listWebhookDeliveries,
    async ({ caller, params }) => ({
      body: { deliveries: await deliveryLog(await brandIdOf(caller.userId), params.endpointId) },
    }),
  ),
  'POST /api/brand/webhooks/{endpointId}/deliveries/{deliveryId}/replay': defineRoute(
    contracts.replayWebhookDelivery,
    async ({ caller, params }) => ({
      body: {
        delivery: await replayDelivery(await brandIdOf(caller.userId), params.endpointId, params.deliveryId),
      },
    }),
  ),
  // Issue 31: a sample event of a type, sent now and logged as a test.
  'POST /api/brand/webhooks/{endpointId}/test': defineRoute(
    contracts.sendWebhookTestEvent,
    async ({ caller, params, body }) => ({
      body: {
        delivery: await sendTestEvent(await brandIdOf(caller.userId), params.endpointId, body.type),
      },
    }),
  ),
  'POST /api/brand/webhooks/{endpointId}/secret/roll': defineRoute(
    contracts.rollWebhookSecret,
    async ({ caller, params }) => {
      const rolled = await rollSecret(await brandIdOf(caller.userId), params.endpointId);
      return {
        body: {
          endpoint: endpointView(rolled.endpoint),
          secret: rolled.secret,
          previous_secret_until: rolled.previousUntil,
        },
      };
    },
  ),
});

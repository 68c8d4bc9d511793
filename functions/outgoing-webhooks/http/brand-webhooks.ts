import * as contracts from '../../../contracts/outgoing-webhooks';
import { requestActor } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
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

export const handler = createBrandFeatureHandler({
  'GET /api/brand/webhooks': defineRoute(contracts.listWebhookEndpoints, async ({ caller }) => ({
    body: {
      endpoints: (await listEndpoints(caller.brandId)).map(endpointView),
      max_endpoints: contracts.MAX_WEBHOOK_ENDPOINTS,
    },
  })),
  'POST /api/brand/webhooks': defineRoute(
    contracts.createWebhookEndpoint,
    async ({ caller, body, event }) => {
      const { endpoint, secret } = await createEndpoint(
        caller.brandId,
        body,
        await requestActor(caller, event),
      );
      return { status: 201, body: { endpoint: endpointView(endpoint), secret } };
    },
  ),
  'PUT /api/brand/webhooks/{endpointId}/enabled': defineRoute(
    contracts.setWebhookEndpointEnabled,
    async ({ caller, params, body, event }) => ({
      body: {
        endpoint: endpointView(
          await setEndpointEnabled(
            caller.brandId,
            params.endpointId,
            body.enabled,
            await requestActor(caller, event),
          ),
        ),
      },
    }),
  ),
  'POST /api/brand/webhooks/{endpointId}/secret/reveal': defineRoute(
    contracts.revealWebhookSecret,
    async ({ caller, params, event }) => {
      const actor = await requestActor(caller, event);
      const { secret, previous } = await revealSecret(caller.brandId, params.endpointId, actor);
      return { body: { secret, previous_secret: previous } };
    },
  ),
  'DELETE /api/brand/webhooks/{endpointId}': defineRoute(
    contracts.deleteWebhookEndpoint,
    async ({ caller, params, event }) => {
      await deleteEndpoint(caller.brandId, params.endpointId, await requestActor(caller, event));
      return { status: 204 };
    },
  ),
  'GET /api/brand/webhooks/{endpointId}/deliveries': defineRoute(
    contracts.listWebhookDeliveries,
    async ({ caller, params }) => ({
      body: { deliveries: await deliveryLog(caller.brandId, params.endpointId) },
    }),
  ),
  'POST /api/brand/webhooks/{endpointId}/deliveries/{deliveryId}/replay': defineRoute(
    contracts.replayWebhookDelivery,
    async ({ caller, params }) => ({
      body: {
        delivery: await replayDelivery(caller.brandId, params.endpointId, params.deliveryId),
      },
    }),
  ),
  // Issue 31: a sample event of a type, sent now and logged as a test.
  'POST /api/brand/webhooks/{endpointId}/test': defineRoute(
    contracts.sendWebhookTestEvent,
    async ({ caller, params, body }) => ({
      body: {
        delivery: await sendTestEvent(caller.brandId, params.endpointId, body.type),
      },
    }),
  ),
  'POST /api/brand/webhooks/{endpointId}/secret/roll': defineRoute(
    contracts.rollWebhookSecret,
    async ({ caller, params, event }) => {
      const rolled = await rollSecret(caller.brandId, params.endpointId, await requestActor(caller, event));
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

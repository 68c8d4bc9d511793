/**
 * Local-only endpoints (not Stripe's API; no API key, loopback like the rest of the local cloud), for
 * tests and people trying things out:
 *   GET    /__events                    events newest first with each delivery and its attempts (?type=)
 *   POST   /__events/{id}/resend        delivers the event again to every endpoint (same event id)
 *   GET    /__webhook_endpoints         the endpoints events go to (secrets included: it is local)
 *   POST   /__webhook_endpoints         {"url"} → adds an endpoint with its own whsec_ secret
 *   DELETE /__webhook_endpoints/{id}    removes one (the app's cannot be removed)
 *   GET|PUT /__clock                    {"frozen_time": unix seconds | null}: freezes the Stripe's clock
 *                                       at an instant, or back to the wall clock (ids.ts; the demo seed)
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../infra/local/http-util';
import { sendJson } from '../shopify/html';
import type { EventContext } from './events';
import { freezeStripeClock, stripeClockFrozenAt, stripeId } from './ids';
import { newDeliveries } from './webhook-delivery';

export const APP_ENDPOINT_ID = 'we_app';

const listEvents = (context: EventContext, type: string | null) =>
  [...context.state.eventIds()]
    .reverse()
    .flatMap((id) => {
      const event = context.state.events[id];
      return event && (!type || event.type === type) ? [event] : [];
    })
    .slice(0, 200)
    .map((event) => ({
      id: event.id,
      type: event.type,
      created: event.created,
      objectId: (event.data as { object: { id: string } }).object.id,
      deliveries: context.state.deliveriesOf(event.id),
    }));

export const handleInspection = async (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  context: EventContext,
): Promise<boolean> => {
  const url = new URL(req.url ?? '/', 'http://stripe.invalid');
  const noStore = { 'cache-control': 'no-store' };
  if (path === '__events' && req.method === 'GET') {
    sendJson(res, 200, { events: listEvents(context, url.searchParams.get('type')) }, noStore);
    return true;
  }
  const resend = /^__events\/(evt_[A-Za-z0-9]+)\/resend$/.exec(path);
  if (resend && req.method === 'POST') {
    const event = context.state.events[resend[1] ?? ''];
    if (!event) {
      sendJson(res, 404, { error: { message: `No such event: '${resend[1]}'` } });
      return true;
    }
    const deliveries = newDeliveries(event.id, context.state.endpoints());
    context.state.addDeliveries(deliveries);
    context.sender.send(deliveries);
    sendJson(res, 202, { id: event.id, deliveries: deliveries.length });
    return true;
  }
  if (path === '__clock' && req.method === 'GET') {
    sendJson(res, 200, { frozen_time: stripeClockFrozenAt() }, noStore);
    return true;
  }
  if (path === '__clock' && req.method === 'PUT') {
    let frozen: unknown;
    try {
      frozen = (JSON.parse((await readBody(req, 1024)).toString('utf8') || '{}') as { frozen_time?: unknown })
        .frozen_time;
    } catch {
      frozen = undefined;
    }
    if (frozen !== null && !Number.isSafeInteger(frozen)) {
      sendJson(res, 400, { error: { message: 'Expected {"frozen_time": <unix seconds> | null}' } });
      return true;
    }
    freezeStripeClock(frozen as number | null);
    sendJson(res, 200, { frozen_time: stripeClockFrozenAt() }, noStore);
    return true;
  }
  if (path === '__webhook_endpoints' && req.method === 'GET') {
    sendJson(res, 200, { endpoints: context.state.endpoints() }, noStore);
    return true;
  }
  if (path === '__webhook_endpoints' && req.method === 'POST') {
    let target: unknown;
    try {
      target = (JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}') as { url?: unknown })
        .url;
      if (typeof target !== 'string' || !/^https?:$/.test(new URL(target).protocol))
        throw new Error('bad url');
    } catch {
      sendJson(res, 400, { error: { message: 'Expected {"url": "http(s)://…"}' } });
      return true;
    }
    const endpoint = {
      id: stripeId('we'),
      url: target,
      secret: `whsec_${randomBytes(24).toString('base64url')}`,
    };
    context.state.putEndpoint(endpoint);
    sendJson(res, 201, endpoint);
    return true;
  }
  const remove = /^__webhook_endpoints\/(we_[A-Za-z0-9]+)$/.exec(path);
  if (remove && req.method === 'DELETE') {
    const id = remove[1] ?? '';
    const removed = id !== APP_ENDPOINT_ID && context.state.deleteEndpoint(id);
    sendJson(
      res,
      removed ? 200 : 404,
      removed ? { id, deleted: true } : { error: { message: `No such endpoint: '${id}'` } },
    );
    return true;
  }
  return false;
};

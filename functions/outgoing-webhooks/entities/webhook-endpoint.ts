import type { EntityItem } from 'electrodb';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';

const text = { type: 'string', required: true } as const;

/**
 * A brand's outgoing webhook endpoint (issue 22): BRAND#{brand_id} / WHEP#{id}, so the brand's list is one
 * Query in its own partition and another brand's id finds nothing. The signing secret is kept sealed
 * (secret-box, bound to the brand and endpoint), never in plain text; `secret_hint` is its visible start.
 */
export const webhookEndpointEntity = defineEntity({
  model: { entity: 'webhook-endpoint', version: '1', service: SERVICE },
  attributes: {
    id: text,
    brand_id: text,
    url: text,
    description: { type: 'string', required: true, default: '' },
    events: { type: 'set', items: 'string', required: true },
    enabled: { type: 'boolean', required: true },
    /** Why the marketplace turned it off, in words; removed when the brand turns it on again. */
    disabled_reason: { type: 'string' },
    /** When the marketplace turned it off (the retry schedule's instant), with disabled_reason. */
    disabled_at: { type: 'string' },
    sealed_secret: text,
    secret_hint: text,
    /** The secret before the last roll, still signing until `previous_secret_until` (ISO). */
    sealed_previous_secret: { type: 'string' },
    previous_secret_until: { type: 'string' },
    created_at: text,
    /**
     * Issue 36: while the marketplace has it turned off, its entry in the operators' list of endpoints
     * turned off (byOwner WEBHOOK#DISABLED / `{disabled_at}#{brand_id}#{id}`); set with disabled_at,
     * removed with it. Hidden: reads never see them.
     */
    gsi1pk: { type: 'string', hidden: true },
    gsi1sk: { type: 'string', hidden: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'WHEP#${id}') },
    disabled: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
  },
});

/** Issue 36: the operators' list entry of an endpoint the marketplace turned off at `at`. */
export const disabledIndexOf = (endpoint: { brand_id: string; id: string }, at: string) => ({
  gsi1pk: indexKeys.disabledWebhookEndpoints,
  gsi1sk: `${at}#${endpoint.brand_id}#${endpoint.id}`,
});

/** Issue 36: endpoints the marketplace turned off, across brands, newest first (one Query of the index). */
export const listDisabledEndpoints = async (
  limit: number,
): Promise<{ endpoints: WebhookEndpoint[]; more: boolean }> => {
  const page = await webhookEndpointEntity.query
    .disabled({ gsi1pk: indexKeys.disabledWebhookEndpoints })
    .go({ order: 'desc', limit, pages: 1 });
  return { endpoints: page.data as WebhookEndpoint[], more: page.cursor !== null };
};

export type WebhookEndpoint = EntityItem<typeof webhookEndpointEntity>;

/**
 * How many endpoints the brand has (BRAND#{brand_id} / WHEP_COUNT): added to in the same transaction as
 * an endpoint's Put under the condition that the limit is not reached, so the limit holds under races.
 */
export const webhookEndpointCountEntity = defineEntity({
  model: { entity: 'webhook-endpoint-count', version: '1', service: SERVICE },
  attributes: {
    brand_id: text,
    count: { type: 'number', required: true, default: 0 },
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'WHEP_COUNT') } },
});

export const webhookEndpointService = defineService({
  endpoint: webhookEndpointEntity,
  count: webhookEndpointCountEntity,
});

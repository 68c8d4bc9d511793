/**
 * Issue 31: a test event's sample of a type that describes an /api/v1 object is that object — every key it
 * always has, none it lacks, and it parses — built by the same serializer as the API (toSaleView,
 * invoiceObject, toV1Partner).
 */
import { describe, expect, it } from 'vitest';
import { webhookEventObjects, webhookEventTypes } from '../../../../contracts/outgoing-webhooks';
import { expectKeysOf } from '../../../../tests/support/api-object-keys';
import { samplePayloadOf } from '../../event-payloads';

describe('samplePayloadOf', () => {
  it.each(Object.entries(webhookEventObjects))(
    '%s: the /api/v1 object, with its keys',
    async (type, schema) => {
      const { data } = await samplePayloadOf(type as keyof typeof webhookEventObjects, 'br_sample');
      expectKeysOf(schema, data, type);
    },
  );

  it('answers a payload of the type asked for, for every type', async () => {
    for (const type of webhookEventTypes)
      expect(await samplePayloadOf(type, 'br_sample')).toMatchObject({ type, brandId: 'br_sample' });
  });
});

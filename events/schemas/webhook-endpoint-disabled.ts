import * as z from 'zod/mini';

/**
 * The marketplace turned off one of a brand's outgoing webhook endpoints (issue 22): a delivery to it
 * failed for three days and nothing it was sent succeeded since. Written in the transaction that turns
 * it off (conditional on it being on), so the brand is told once per time it is turned off.
 */
export const webhookEndpointDisabledV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  endpointId: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  /** When the delivery that was given up was created: every delivery failed since. */
  failingSince: z.iso.datetime(),
  /** When it was turned off (the schedule's instant). */
  disabledAt: z.iso.datetime(),
});

export type WebhookEndpointDisabledV1 = z.infer<typeof webhookEndpointDisabledV1>;

export const webhookEndpointDisabledExample: WebhookEndpointDisabledV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  endpointId: 'whep_01JD0000000000000000000000',
  url: 'https://erp.glow-botanics.example/hooks/marketplace',
  failingSince: '2026-11-30T09:12:00.000Z',
  disabledAt: '2026-12-03T09:13:00.000Z',
};

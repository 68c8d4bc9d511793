import type * as z from 'zod/mini';
import { sampleOrderPlacedV1 } from './sample-order-placed';

/**
 * The brand retried a sample order its store had refused (failed → pending, in the same transaction):
 * the store order is made again. The placed event's fields, so one consumer (CreateSampleStoreOrder)
 * reads both; nobody is notified of a retry.
 */
export const sampleOrderRetriedV1 = sampleOrderPlacedV1;

export type SampleOrderRetriedV1 = z.infer<typeof sampleOrderRetriedV1>;

export const sampleOrderRetriedExample: SampleOrderRetriedV1 = {
  version: 1,
  orderId: 'so_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  creatorUsername: 'avareviews',
  productId: 'pr_0123456789abcdef01234567',
  productName: 'Vitamin C Serum',
};

import type { SampleOrder, ShippingAddress } from '../../contracts/credits';
import { getProductOrThrow, sampleOfferedCheck } from '../catalogue';
import type { Creator } from '../identity';
import { getProfile, shippingAddressSavedOperation } from '../identity';
import { createId } from '../shared/data/ids';
import { withoutNulls } from '../shared/data/nulls';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { spendCredits } from './spend-credits';

/**
 * Redeems a product's sample (spec 5 'Sample redemption'): ONE transaction debits the balance on the
 * condition that it covers the credits, writes the ledger entry, creates the pending sample order with
 * its shipping address and its SampleOrderPlaced event (the brand is told; CreateSampleStoreOrder makes
 * the order in the brand's store), remembers the address for the next redemption, and checks the
 * product still offers the sample at that price. Any number of racing redemptions leave the balance ≥ 0: those it no longer
 * covers are refused and write nothing.
 */
export const redeemSample = async (
  creator: Pick<Creator, 'id' | 'username'>,
  brandId: string,
  productId: string,
  address: ShippingAddress,
): Promise<{ sample_order: SampleOrder; balance: number }> => {
  const product = await getProductOrThrow(brandId, productId);
  if (!product.sample_available || product.sample_credits <= 0)
    throw new DomainError('conflict', 'This product has no sample available for credits');
  const cost = product.sample_credits;
  const profile = await getProfile(creator.id);
  const now = new Date();
  const order: SampleOrder = {
    // Time-sortable, so the brand's orders list newest first by key.
    id: createId('so_', now.getTime()),
    brand_id: brandId,
    product_id: productId,
    product_name: product.name,
    creator_id: creator.id,
    creator_username: creator.username,
    customer_email: profile?.email ?? '',
    credits: cost,
    status: 'pending',
    created_at: now.toISOString(),
    fulfilled_at: null,
    shipping_address: address,
    price_cents: Number(product.price_cents ?? 0),
    store_order_name: null,
    store_error: null,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
  };
  const event = outboxEvent(
    'SampleOrderPlaced',
    {
      version: 1,
      orderId: order.id,
      brandId,
      creatorId: creator.id,
      creatorUsername: creator.username,
      productId,
      productName: product.name,
    },
    now,
  );
  const { balance } = await spendCredits({
    creatorId: creator.id,
    credits: cost,
    counter: 'spent_credits',
    entry: {
      kind: 'redemption',
      ref: order.id,
      description: `Sample of ${product.name} redeemed: −${cost} credits`,
      created_at: order.created_at,
    },
    writes: (entities) => ({
      order: entities.sampleOrder.create(withoutNulls(order)).commit(),
      // The creator's own address is identity's (the ledger reads it for the self-purchase signal).
      address: shippingAddressSavedOperation(creator.id, address, order.created_at),
      event: entities.outbox.create(event.item).commit(),
      // The price read above is the price charged: a brand's change in between refuses this.
      product: sampleOfferedCheck(brandId, productId, cost),
    }),
    refused: () => {
      throw new DomainError(
        'conflict',
        "This product's sample changed. Please reload the store and try again.",
      );
    },
  });
  return { sample_order: order, balance };
};

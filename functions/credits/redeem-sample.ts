import { insufficientCreditsMessage, type SampleOrder } from '../../contracts/credits';
import { getProductOrThrow } from '../catalogue';
import type { Creator } from '../identity';
import { getProfile } from '../identity';
import { isConditionFailure, tableName } from '../shared/data/client';
import { keys } from '../shared/data/keys';
import { isTransactionConflict, transactWriteWithRetry } from '../shared/data/transactions';
import { AppError } from '../shared/http/errors';
import {
  creditBalanceDebit,
  creditEntryId,
  creditEntryPut,
  getCreditBalance,
} from './entities/credit-ledger';
import { newSampleOrderId, sampleOrderPut } from './entities/sample-order';

/** Enough tries for a burst of redemptions on one balance: each lost race is retried with backoff. */
const ATTEMPTS = 20;

/**
 * Redeems a product's sample (spec 5 'Sample redemption'): ONE transaction debits the balance on the
 * condition that it covers the credits, writes the ledger entry and creates the pending sample order
 * the brand ships, and checks the product still offers the sample at that price. Any number of racing
 * redemptions leave the balance ≥ 0: those it no longer covers are refused and write nothing.
 */
export const redeemSample = async (
  creator: Pick<Creator, 'id' | 'username'>,
  brandId: string,
  productId: string,
): Promise<{ sample_order: SampleOrder; balance: number }> => {
  const product = await getProductOrThrow(brandId, productId);
  if (!product.sample_available || product.sample_credits <= 0)
    throw new AppError('conflict', 'This product has no sample available for credits');
  const cost = product.sample_credits;
  const profile = await getProfile(creator.id);
  const now = new Date();
  const order: SampleOrder = {
    id: newSampleOrderId(now.getTime()),
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
  };
  try {
    await transactWriteWithRetry(
      [
        creditBalanceDebit(creator.id, cost, 'spent_credits'),
        creditEntryPut(creator.id, {
          id: creditEntryId(order.created_at, 'redemption', order.id),
          kind: 'redemption',
          credits: -cost,
          description: `Sample of ${product.name} redeemed: −${cost} credits`,
          created_at: order.created_at,
        }),
        sampleOrderPut(order),
        {
          // The price read above is the price charged: a brand's change in between refuses this.
          ConditionCheck: {
            TableName: tableName(),
            Key: keys.product(brandId, productId),
            ConditionExpression: 'sample_available = :true AND sample_credits = :cost',
            ExpressionAttributeValues: { ':true': true, ':cost': cost },
          },
        },
      ],
      ATTEMPTS,
    );
  } catch (error) {
    if (isTransactionConflict(error))
      throw new AppError('conflict', 'Your credits changed at the same time elsewhere. Please try again.');
    if (!isConditionFailure(error)) throw error;
    const { balance } = await getCreditBalance(creator.id, true);
    if (balance < cost) throw new AppError('conflict', insufficientCreditsMessage(cost, balance));
    throw new AppError('conflict', "This product's sample changed. Please reload the store and try again.");
  }
  const { balance } = await getCreditBalance(creator.id, true);
  return { sample_order: order, balance };
};

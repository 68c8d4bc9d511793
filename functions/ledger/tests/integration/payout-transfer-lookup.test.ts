/**
 * The stale-payout sweep's last look at Stripe (findPayoutTransfer) counts only a transfer to the
 * creator's own account. Payouts opened by older versions shared one id — and so one transfer group —
 * across every creator of a run; the one transfer Stripe made for that group must not mark the other
 * creators' stuck payouts paid. Over the wire against the local Stripe through the official SDK.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect, it } from 'vitest';
import { onboardedCreator } from '../../../../tests/support/brand';
import { documentClient, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { stripeClient } from '../../../../tests/support/demo-stripe';
import { connectPayouts } from '../../../../tests/support/payouts';

const connectedAccount = async () => {
  const { token, creator } = await onboardedCreator();
  await connectPayouts(token);
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: outputs().TableName,
      Key: { pk: `CREATOR#${creator.id}`, sk: 'PAYOUT_ACCOUNT' },
    }),
  );
  return Item?.stripe_account_id as string;
};

it("a transfer in the payout's group to another creator's account is not this payout's", async () => {
  const [mine, theirs] = await Promise.all([connectedAccount(), connectedAccount()]);
  const stripe = stripeClient();
  // Money in the platform balance for the transfer (a card payment), then one transfer for a shared group.
  await stripe.paymentIntents.create({
    amount: 5_000,
    currency: 'usd',
    payment_method: 'pm_card_visa',
    confirm: true,
  });
  const group = `PO-20261101060000-RUN-${randomUUID().slice(0, 6)}`;
  const made = await stripe.transfers.create({
    amount: 2_500,
    currency: 'usd',
    destination: theirs,
    transfer_group: group,
  });

  useCloudEnvironment();
  process.env.STRIPE_API_URL = outputs().StripeApiUrl;
  const { findPayoutTransfer } = await import('../../../integrations');
  expect(await findPayoutTransfer(group, mine)).toBeUndefined();
  expect((await findPayoutTransfer(group, theirs))?.id).toBe(made.id);
}, 120_000);

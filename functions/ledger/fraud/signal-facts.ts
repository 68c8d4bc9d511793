/**
 * The reads behind the fraud signals of one order, made once before they run: the creator's e-mail and
 * name (the order's context has them), their own address (identity: the one they last had a sample
 * shipped to), the order's link's clicks in time (referrals: linkClickHistory) and whom the creator
 * shares a payout account with (one GetItem, kept by the account.updated consumer). Only what the
 * enabled signals need is read.
 * Issue 36, more signals: a code's shoppers per day (code-uses.ts, after counting this order's shopper:
 * the one write, made whether the signal is on or not, so a brand turning it on has the code's history),
 * the refunds in the billing counters, the account's age and audience (signal-facts-more.ts).
 */

import { BURST_REACH_MS, BURST_WINDOW_MS } from '../../../contracts/constants';
import type { FraudSettings } from '../../../contracts/fraud';
import type { ShopifyOrderPaidV1 } from '../../../events/schemas/shopify-order-paid';
import { getShippingAddress } from '../../identity';
import { getLinkByCode, linkClickHistory } from '../../referrals';
import { getPayoutSharing } from '../entities/payout-identity';
import type { Attribution } from '../sales/attribution';
import type { OrderContext } from '../sales/order-paid/order-context';
import type { SignalFacts } from './signal';
import { accountFacts, codeFacts, refundFacts } from './signal-facts-more';

export const readSignalFacts = async (input: {
  brandId: string;
  order: ShopifyOrderPaidV1['order'];
  createdAt: string;
  attribution: Extract<Attribution, { attributed: true }>;
  context: OrderContext;
  settings: FraudSettings;
}): Promise<SignalFacts> => {
  const { brandId, order, createdAt, attribution, context, settings } = input;
  const linkCode = attribution.method === 'link' ? attribution.via : null;
  const needsClicks = linkCode !== null && (settings.no_click.enabled || settings.click_burst.enabled);
  const burstsFrom = new Date(Date.parse(createdAt) - BURST_REACH_MS - BURST_WINDOW_MS).toISOString();
  const creatorId = attribution.creatorId;
  const [history, link, code, refunds, account, address, sharing] = await Promise.all([
    needsClicks ? linkClickHistory(linkCode, burstsFrom) : null,
    needsClicks ? getLinkByCode(linkCode) : null,
    attribution.method === 'code'
      ? codeFacts({ brandId, code: attribution.via, order, createdAt, settings })
      : null,
    settings.refund_rate.enabled ? refundFacts(brandId, creatorId, createdAt) : null,
    settings.new_account_big_sales.enabled ? accountFacts(brandId, context.creator, createdAt) : null,
    settings.self_purchase.enabled ? getShippingAddress(creatorId) : null,
    settings.duplicate_payout_account.enabled ? getPayoutSharing(creatorId) : null,
  ]);
  return {
    order,
    createdAt,
    creator: {
      email: context.profile?.email ?? null,
      firstName: context.profile?.first_name || null,
      lastName: context.profile?.last_name || null,
      address: address ? { line1: address.line1, zip: address.postal_code, country: address.country } : null,
    },
    link: linkCode && history ? { code: linkCode, ...history, totalClicks: Number(link?.clicks ?? 0) } : null,
    code,
    refunds,
    account,
    ...(sharing ? { payoutSharing: sharing.map(({ username, fields }) => ({ username, fields })) } : {}),
  };
};

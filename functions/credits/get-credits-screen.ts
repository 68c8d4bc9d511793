import { creditConstants } from '../../contracts/constants';
import { creditMilestones } from '../../contracts/credits';
import { getShippingAddress } from '../identity';
import { creditEntryEntity, creditMilestoneEntity, getCreditBalance } from './entities/credit-ledger';
import { listSampleOrdersOfCreator } from './entities/samples';

/** How many of the newest ledger entries History shows. */
const HISTORY_LIMIT = 100;
/** How many of the newest sample orders My Samples shows. */
const SAMPLE_ORDERS_LIMIT = 50;

/**
 * Sample Credits in one call, from the ledger only (never computed on page load): the balance item
 * (GetItem), the awards (Query) and the newest entries (Query, read backwards); the remembered address
 * (GetItem) and the creator's sample orders (Query of byOwner, newest first).
 */
export const getCreditsScreen = async (creatorId: string) => {
  const [balance, awards, entries, address, sampleOrders] = await Promise.all([
    getCreditBalance(creatorId),
    creditMilestoneEntity.query.primary({ creator_id: creatorId }).go({ pages: 'all' }),
    creditEntryEntity.query.primary({ creator_id: creatorId }).go({ limit: HISTORY_LIMIT, order: 'desc' }),
    getShippingAddress(creatorId),
    listSampleOrdersOfCreator(creatorId, SAMPLE_ORDERS_LIMIT),
  ]);
  return {
    balance: balance.balance,
    earned_total: balance.earned_credits,
    milestones: creditMilestones.map((milestone) => {
      const earned = awards.data
        .filter((award) => award.milestone === milestone.key)
        .map((award) => award.awarded_at)
        .sort();
      return {
        ...milestone,
        times_earned: earned.length,
        last_earned_at: earned.at(-1) ?? null,
      };
    }),
    history: entries.data.map(({ id, kind, credits, description, created_at }) => ({
      id,
      kind,
      credits,
      description,
      created_at,
    })),
    cashout: {
      cents_per_credit: creditConstants.cashoutCentsPerCredit,
      minimum_credits: creditConstants.minimumCashoutCredits,
      cashed_out_cents: balance.cashed_out_credits * creditConstants.cashoutCentsPerCredit,
    },
    shipping_address: address,
    sample_orders: sampleOrders,
  };
};

import { creditConstants } from '../../contracts/constants';
import { creditMilestones } from '../../contracts/credits';
import { getCreditBalance, listCreditEntries } from './entities/credit-ledger';
import { listMilestoneAwards } from './entities/credit-milestone';

/**
 * Sample Credits in one call, from the ledger only (never computed on page load): the balance item
 * (GetItem), the awards (Query) and the newest entries (Query).
 */
export const getCreditsScreen = async (creatorId: string) => {
  const [balance, awards, history] = await Promise.all([
    getCreditBalance(creatorId),
    listMilestoneAwards(creatorId),
    listCreditEntries(creatorId),
  ]);
  return {
    balance: balance.balance,
    earned_total: balance.earned_credits,
    milestones: creditMilestones.map((milestone) => {
      const earned = awards
        .filter((award) => award.milestone === milestone.key)
        .map((award) => award.awarded_at)
        .sort();
      return {
        ...milestone,
        times_earned: earned.length,
        last_earned_at: earned.at(-1) ?? null,
      };
    }),
    history,
    cashout: {
      cents_per_credit: creditConstants.cashoutCentsPerCredit,
      minimum_credits: creditConstants.minimumCashoutCredits,
      cashed_out_cents: balance.cashed_out_credits * creditConstants.cashoutCentsPerCredit,
    },
  };
};

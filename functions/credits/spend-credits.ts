import type { CreditEntry } from '../../contracts/credits';
import { insufficientCreditsMessage } from '../../contracts/credits';
import { type TransactionOutcome, writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { creditEntryId, creditsService, getCreditBalance } from './entities/credit-ledger';

type Entities = Parameters<Parameters<typeof writeTransaction<typeof creditsService.entities, string>>[1]>[0];

/** Enough tries for a burst of spends on one balance: each lost race is retried with backoff. */
const ATTEMPTS = 20;

/**
 * Spends credits in ONE transaction: the balance's debit on the condition that it covers them (so any
 * number of racing spends leave it ≥ 0), the ledger entry, and `writes` (what they buy: a sample order,
 * a cash-out's payout entry). Spends the balance does not cover are refused with the spec's
 * 'Insufficient Credits' message and write nothing; another refused write is `refused`'s to explain.
 */
export const spendCredits = async <K extends string>(input: {
  creatorId: string;
  credits: number;
  counter: 'spent_credits' | 'cashed_out_credits';
  entry: Omit<CreditEntry, 'id' | 'credits'> & { ref: string };
  writes: (entities: Entities) => Record<K, unknown>;
  refused?: (outcome: Extract<TransactionOutcome<K | 'debit' | 'entry'>, { ok: false }>) => never;
}): Promise<{ balance: number }> => {
  const { creatorId, credits, entry } = input;
  const outcome = await writeTransaction(
    creditsService,
    (entities) =>
      ({
        debit: entities.balance
          .update({ creator_id: creatorId })
          .subtract({ balance: credits })
          .add({ [input.counter]: credits })
          .where((attr, op) => op.gte(attr.balance, credits))
          .commit(),
        entry: entities.entry
          .create({
            creator_id: creatorId,
            id: creditEntryId(entry.created_at, entry.kind, entry.ref),
            kind: entry.kind,
            credits: -credits,
            description: entry.description,
            created_at: entry.created_at,
          })
          .commit(),
        ...input.writes(entities),
      }) as Record<K | 'debit' | 'entry', unknown>,
    ATTEMPTS,
  );
  if (!outcome.ok) {
    if (outcome.refused.length === 0)
      throw new DomainError('conflict', 'Your credits changed at the same time elsewhere. Please try again.');
    if (outcome.refused.includes('debit') || !input.refused) {
      const { balance } = await getCreditBalance(creatorId, true);
      throw new DomainError('conflict', insufficientCreditsMessage(credits, balance));
    }
    input.refused(outcome);
  }
  return { balance: (await getCreditBalance(creatorId, true)).balance };
};

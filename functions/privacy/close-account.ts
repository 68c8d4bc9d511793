/**
 * Closing an account (issue 35). A creator's closes only once nothing is owed to them, or with their
 * consent to forfeit it (the forfeit is a ledger item, never a deletion: every entry, invoice and total
 * stays as it was), and never while a payout's transfer is under way. One transaction closes the profile
 * (name and e-mail removed), for a creator takes them out of the directory and the storefront and
 * releases the username, records the forfeit, and announces AccountClosed (whose consumers rename the
 * person in the records others keep). Then the pool's user is disabled and signed out everywhere.
 *
 * A brand user closes their own login only, never the brand company: the brand, its invoices and its
 * data stay for the company. They leave every brand they belong to in the same transaction, and the only
 * owner of a brand is refused until another member is an owner (leave-brands.ts).
 */
import { CLOSE_CONFIRMATION_WORD, type CloseAccountBody } from '../../contracts/your-data';
import { closedCreatorOperations, getCreator, getProfile, profileClosedOperation } from '../identity';
import { forfeitBalanceOperation, readClosingBalance } from '../ledger';
import { transactional, writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import type { Caller } from '../shared/http/caller';
import { formatUsd } from '../shared/money-text';
import { outboxEntity, outboxEvent } from '../shared/outbox/outbox-event';
import { leaveEveryBrandOperations } from './leave-brands';
import { privacyService } from './service';
import { endSignIns } from './user-pool';

export const closeAccount = async (
  caller: Caller,
  body: CloseAccountBody,
  ip: string | null = null,
  now = new Date(),
): Promise<{ closed: true; forfeited_cents: number }> => {
  if (body.confirmation.trim() !== CLOSE_CONFIRMATION_WORD) {
    throw new DomainError('validation_failed', 'Type CLOSE to confirm.', {
      confirmation: `Type ${CLOSE_CONFIRMATION_WORD} to confirm.`,
    });
  }
  const profile = await getProfile(caller.userId);
  if (!profile) throw new DomainError('not_found', 'Your profile was not found.');
  const role = caller.role ?? profile.role;
  const at = now.toISOString();
  let forfeited = 0;
  const creatorWrites: Record<string, unknown> = {};
  if (role === 'creator') {
    const balance = await readClosingBalance(caller.userId);
    if (balance.payout_in_flight) {
      throw new DomainError(
        'conflict',
        'A payout to you is on its way. Close your account once it has arrived.',
      );
    }
    if (balance.owed_cents > 0 && !body.forfeit_balance) {
      throw new DomainError(
        'conflict',
        `You are still owed ${formatUsd(balance.owed_cents)}. Wait until it is paid to you, or tick "Give up what I am owed" to close now.`,
        { forfeit_balance: `Tick this to give up ${formatUsd(balance.owed_cents)} and close now.` },
      );
    }
    const creator = await getCreator(caller.userId);
    if (creator) Object.assign(creatorWrites, closedCreatorOperations(creator.id, creator.username, at));
    if (balance.owed_cents > 0) {
      forfeited = balance.owed_cents;
      creatorWrites.forfeit = forfeitBalanceOperation(caller.userId, balance, at, body.confirmation.trim());
    }
  }
  const brandWrites =
    role === 'brand'
      ? await leaveEveryBrandOperations(caller.userId, {
          name: `${profile.first_name} ${profile.last_name}`.trim() || profile.email,
          email: profile.email || null,
          ip,
        })
      : {};
  const event = outboxEvent(
    'AccountClosed',
    { version: 1, userId: caller.userId, role, closedAt: at, forfeitedCents: forfeited },
    now,
  );
  const outcome = await writeTransaction(privacyService, () => ({
    profile: profileClosedOperation(caller.userId, at),
    ...creatorWrites,
    ...brandWrites,
    event: transactional(outboxEntity).create(event.item).commit(),
  }));
  if (!outcome.ok) {
    // The profile closed already (a repeated request), the username moved, or a forfeit exists: nothing
    // was written; the person's sign-ins still end below.
    if (outcome.refused.some((name) => name.startsWith('team')))
      throw new DomainError('conflict', 'A brand always keeps an owner: make another member an owner first.');
    if (!outcome.refused.includes('profile'))
      throw new DomainError('conflict', 'Your account changed meanwhile. Please try again.');
  }
  await endSignIns(caller.userId);
  return { closed: true, forfeited_cents: forfeited };
};

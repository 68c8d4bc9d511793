/**
 * Issue 36 part 4: what a suspension freezes. Money is frozen by reading the suspensions in force, never
 * by moving entries: pending entries keep maturing and payable ones stay payable, but payouts skip the
 * entries a suspension covers (every entry for a platform-wide one, the brand's for a brand's), and the
 * balance shows them as frozen. So a release needs no move at all — the figures are exactly those before
 * — and nothing is counted twice.
 */
import type { FrozenMoneyView } from '../../../contracts/suspensions';
import { type CommissionEntry, listAvailableEntries } from '../entities/commission-entry';
import { activeSuspensionsOf, type Suspension } from '../entities/suspension';
import type { UnpaidLine } from '../sales/creator-money';
import type { CreatorTotals } from '../sales/creator-totals';
import { toSuspensionView } from './suspension-view';

export interface Freeze {
  /** Suspended platform-wide: all of the creator's money is frozen. */
  platform: boolean;
  /** The brands whose programs the creator is suspended from. */
  brandIds: ReadonlySet<string>;
  suspensions: readonly Suspension[];
}

export const freezeOf = (suspensions: readonly Suspension[]): Freeze => {
  const active = suspensions.filter((s) => s.state === 'active');
  return {
    platform: active.some((s) => !s.brand_id),
    brandIds: new Set(active.flatMap((s) => (s.brand_id ? [s.brand_id] : []))),
    suspensions: active,
  };
};

/** The creator's suspensions in force (one Query of their SUSPENSION# items). */
export const readFreeze = async (creatorId: string): Promise<Freeze> =>
  freezeOf(await activeSuspensionsOf(creatorId));

export const isSuspended = (freeze: Freeze) => freeze.platform || freeze.brandIds.size > 0;

/** Whether an entry (of its brand) is frozen. */
export const isFrozenEntry = (freeze: Freeze, entry: Pick<CommissionEntry, 'brand_id'>) =>
  freeze.platform || freeze.brandIds.has(entry.brand_id);

/** The creator's payable entries a freeze covers (every page of their payable index; the suspended are few). */
export const frozenAvailableEntries = async (creatorId: string, freeze: Freeze) => {
  const entries: CommissionEntry[] = [];
  if (!isSuspended(freeze)) return entries;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listAvailableEntries(creatorId, after);
    entries.push(...page.entries.filter((entry) => isFrozenEntry(freeze, entry)));
    after = page.next;
  } while (after);
  return entries;
};

/**
 * The frozen part of the balance figures (creator-totals.ts), split as they are: pending (on hold, or
 * waiting for the brand's invoice) and payable (released entries, and pending lines payable already).
 * Platform-wide, the figures themselves; for brands, the lines and payable entries with those brands.
 */
export const frozenMoneyOf = async (
  creatorId: string,
  freeze: Freeze,
  money: { totals: CreatorTotals; unpaid: readonly UnpaidLine[] },
): Promise<FrozenMoneyView | null> => {
  if (!isSuspended(freeze)) return null;
  const suspensions = freeze.suspensions.map(toSuspensionView);
  if (freeze.platform) {
    const { pending_cents, payable_cents } = money.totals;
    return { pending_cents, payable_cents, total_cents: pending_cents + payable_cents, suspensions };
  }
  const lines = money.unpaid.filter((line) => isFrozenEntry(freeze, line.entry));
  const payableLines = lines.filter((line) => line.status.state === 'payable');
  const sum = (items: readonly { cents: number }[]) => items.reduce((total, item) => total + item.cents, 0);
  const available = await frozenAvailableEntries(creatorId, freeze);
  const pending = sum(lines) - sum(payableLines);
  const payable = sum(payableLines) + available.reduce((total, e) => total + e.commission_cents, 0);
  return { pending_cents: pending, payable_cents: payable, total_cents: pending + payable, suspensions };
};

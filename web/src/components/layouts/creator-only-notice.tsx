import { getCreatorInUse } from '../../lib/creator-in-use';

/**
 * Issue 35: shown in place of a screen a manager may not use (payouts and payout settings) while they work
 * in a creator's workspace; the API refuses those routes to managers anyway, this says so before asking.
 */
export const CreatorOnlyNotice = ({ what }: { what: string }) => {
  const creator = getCreatorInUse();
  return (
    <div
      role="note"
      data-testid="creator-only-notice"
      className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      Only {creator?.name ?? 'the creator'} can use {what}: managers can't see or change them.
    </div>
  );
};

/** Whether the signed-in person is working in another creator's workspace now (the switcher's choice). */
export const actingForCreator = (): boolean => getCreatorInUse() !== null;

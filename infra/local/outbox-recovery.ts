/**
 * The outbox after a crash, locally. A publisher killed between claiming an outbox event and marking it
 * published leaves a claim that would hold the event back for the claim's lease (then the sweep takes
 * it, as in AWS after a Lambda dies). Locally nobody else can hold a claim when the cloud starts — it is
 * the one process serving its data folder — so the claims are dropped and the pending events published
 * by a sweep at once: a restart converges in seconds, without waiting out the lease or for a person.
 */
import { UpdateCommand } from '../../functions/shared/data/dynamodb/commands';
import type { ScheduleClock } from './schedule-clock';

/** How far back one start-up pass looks per index shard; a longer backlog goes with the regular sweep. */
const PER_SHARD = 1_000;

/** Drops every pending outbox event's claim; answers how many events are pending. */
export const releaseOutboxClaims = async (): Promise<number> => {
  // Imported here: the entity modules load the shared DynamoDB client, which reads its endpoint when loaded.
  const { listPendingOutboxEventIds } = await import('../../functions/shared/outbox/outbox-event');
  const { db, isConditionFailure, tableName } = await import('../../functions/shared/data/client');
  const { keys } = await import('../../functions/shared/data/keys');
  const ids = await listPendingOutboxEventIds(new Date(Date.now() + 60_000).toISOString(), PER_SHARD);
  await Promise.all(
    ids.map(async (id) => {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.outboxEvent(id),
            UpdateExpression: 'REMOVE claim_token, claim_until',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pending': 'pending' },
          }),
        );
      } catch (error) {
        // Published meanwhile (the stream publisher runs already): nothing to release.
        if (!isConditionFailure(error)) throw error;
      }
    }),
  );
  return ids.length;
};

/** Start-up: claims released, then every pending event published now (the sweep with no minimum age). */
export const recoverOutbox = async (
  schedules: ScheduleClock,
  log: (message: string) => void,
): Promise<void> => {
  const pending = await releaseOutboxClaims();
  if (pending === 0) return;
  log(`Outbox: publishing ${pending} events left pending by the last run`);
  await schedules.run('SweepOutbox', { minAgeSeconds: 0 });
};

/**
 * The local stream poller honours a consumer's partial batch response as Lambda does: the records before
 * the first reported failure are done, the batch is retried from that record; a thrown error retries the
 * rest whole; what still fails after the retries is left for the dead-letter file.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { deliverBatch, firstFailedIndex } from '../../infra/local/stream-poller';

const records = ['11', '12', '13', '14', '15'].map(
  (sequence) => ({ eventID: sequence, dynamodb: { SequenceNumber: sequence } }) as DynamoDBRecord,
);
const sequencesOf = (batch: DynamoDBRecord[]) => batch.map((record) => record.dynamodb?.SequenceNumber);
const failures = (...ids: string[]) => ({
  batchItemFailures: ids.map((itemIdentifier) => ({ itemIdentifier })),
});
const noDelays = [0, 0, 0];

/** A consumer that answers the given responses in turn (an Error is thrown), recording each batch. */
const consumer = (answers: unknown[]) => {
  const batches: (string | undefined)[][] = [];
  const invoke = async (batch: DynamoDBRecord[]) => {
    batches.push(sequencesOf(batch));
    const answer = answers[batches.length - 1];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { batches, invoke };
};

describe('a partial batch response', () => {
  it('retries only from the first failed record', async () => {
    const { batches, invoke } = consumer([failures('15', '13'), undefined]);
    expect(await deliverBatch(records, invoke, noDelays)).toEqual({ unhandled: [] });
    expect(batches).toEqual([
      ['11', '12', '13', '14', '15'],
      ['13', '14', '15'],
    ]);
  });

  it('keeps moving forward across retries; a thrown error retries the rest whole', async () => {
    const { batches, invoke } = consumer([failures('12'), new Error('timeout'), failures('14'), {}]);
    expect(await deliverBatch(records, invoke, noDelays)).toEqual({ unhandled: [] });
    expect(batches).toEqual([
      ['11', '12', '13', '14', '15'],
      ['12', '13', '14', '15'],
      ['12', '13', '14', '15'],
      ['14', '15'],
    ]);
  });

  it('after the last retry, leaves the records from the last failure unhandled (for the dead-letter file)', async () => {
    const { batches, invoke } = consumer([failures('12'), failures('13'), failures('14'), failures('14')]);
    const { unhandled, error } = await deliverBatch(records, invoke, noDelays);
    expect(sequencesOf(unhandled)).toEqual(['14', '15']);
    expect(error).toContain('14');
    expect(batches).toHaveLength(4);
  });

  it('an empty response or an empty list is a success; an unknown identifier fails the whole batch', () => {
    expect(firstFailedIndex(undefined, records)).toBeUndefined();
    expect(firstFailedIndex({ batchItemFailures: [] }, records)).toBeUndefined();
    expect(firstFailedIndex(failures('14'), records)).toBe(3);
    expect(firstFailedIndex(failures('99'), records)).toBe(0);
    expect(firstFailedIndex({ batchItemFailures: [{ itemIdentifier: '' }] }, records)).toBe(0);
  });
});

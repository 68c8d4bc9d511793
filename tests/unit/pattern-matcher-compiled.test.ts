import { describe, expect, it } from 'vitest';
import { streamConsumers } from '../../events/stream-consumers';
import {
  eventPatternsMatcher,
  InvalidEventPatternError,
  testEventPattern,
} from '../../infra/local/pattern-matcher';

/** A stream record as the poller hands it to the matcher (a click shard's MODIFY). */
const record = (type: string, eventName = 'MODIFY') => ({
  eventName,
  eventSource: 'aws:dynamodb',
  dynamodb: {
    Keys: { pk: { S: 'CLICK#code' }, sk: { S: 'SHARD#3' } },
    NewImage: { pk: { S: 'CLICK#code' }, type: { S: type }, clicks: { N: '2' } },
    OldImage: { pk: { S: 'CLICK#code' }, type: { S: type }, clicks: { N: '1' } },
  },
});

describe('eventPatternsMatcher (the stream poller: patterns compiled once, each record flattened once)', () => {
  const patterns = [
    ...streamConsumers.map((consumer) => consumer.filterPattern),
    { $or: [{ eventName: ['REMOVE'] }, { dynamodb: { NewImage: { clicks: { N: [{ prefix: '2' }] } } } }] },
    { dynamodb: { OldImage: { type: [{ exists: false }] } } },
  ];
  const match = eventPatternsMatcher(patterns);

  it.each([
    record('click-shard'),
    record('click-shard', 'INSERT'),
    record('click-shard', 'REMOVE'),
    record('outbox-event', 'INSERT'),
    record('outbox-event', 'MODIFY'),
    record('link'),
    { eventName: 'INSERT', dynamodb: { NewImage: { type: { S: 'outbox-event' } } } },
  ])('answers as testEventPattern does, per pattern: %j', (event) => {
    expect(match(event)).toEqual(patterns.map((pattern) => testEventPattern(pattern, event)));
  });

  it('matches each consumer only on its own records', () => {
    expect(match(record('click-shard')).slice(0, 2)).toEqual([true, false]);
    expect(match(record('outbox-event', 'INSERT')).slice(0, 2)).toEqual([false, true]);
    expect(match(record('link')).slice(0, 2)).toEqual([false, false]);
  });

  it('refuses an invalid pattern up front, as testEventPattern does', () => {
    expect(() => eventPatternsMatcher([{ detail: 'not an array' }])).toThrow(InvalidEventPatternError);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../events/catalogue';
import { notifyingEventNames, rules } from '../../../../events/rules';
import { notifyingEvents } from '../../kinds';

describe('the NotifyPeople rule', () => {
  it('matches exactly the events that have a notice source', () => {
    expect([...notifyingEventNames].sort()).toEqual([...notifyingEvents].sort());
    const rule = rules.find((candidate) => candidate.name === 'NotifyPeople');
    expect(rule?.eventPattern['detail-type']).toEqual(
      notifyingEventNames.map((name) => catalogue[name].detailType),
    );
  });
});

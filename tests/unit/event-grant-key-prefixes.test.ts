/**
 * events/ imports nothing from functions/ (issue 32), so the partition-key prefixes its item-level grants
 * name are written out in events/rules.ts. Each must stay the prefix of the key functions/ builds for
 * that item, or the deployed consumer's IAM grant would miss the items it reads and writes (only AWS
 * would tell).
 */
import { describe, expect, it } from 'vitest';
import { pkPrefix } from '../../events/function-access';
import { grantedKeyPrefixes, rules } from '../../events/rules';
import { keys } from '../../functions/shared/data/keys';

const built: Record<keyof typeof grantedKeyPrefixes, { pk: string }> = {
  stripeAccount: keys.stripeAccount(''),
  payoutAccount: keys.payoutAccount(''),
  outboxEvent: keys.outboxEvent(''),
};

describe('the key prefixes events/rules.ts grants', () => {
  it.each(Object.entries(built))('%s is the prefix of the key functions/ builds', (name, key) => {
    expect(grantedKeyPrefixes[name as keyof typeof grantedKeyPrefixes]).toBe(pkPrefix(key));
  });

  it('every prefix a rule grants is one of them', () => {
    const granted = rules.flatMap((rule) =>
      typeof rule.access.table === 'object'
        ? rule.access.table.items.flatMap((grant) => grant.partitionKeyPrefixes)
        : [],
    );
    expect(granted.length).toBeGreaterThan(0);
    for (const prefix of granted) expect(Object.values(grantedKeyPrefixes)).toContain(prefix);
  });
});

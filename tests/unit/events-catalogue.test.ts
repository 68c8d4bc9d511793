/** Contract tests: every catalogue event's example validates, and every rule matches what it should. */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../events/catalogue';
import { testEventPattern } from '../../events/pattern-matcher';
import { rules } from '../../events/rules';
import { profileCreatedV1 } from '../../events/schemas/profile-created';

const envelopeOf = (name: keyof typeof catalogue, detail: unknown) => ({
  version: '0',
  id: '1',
  'detail-type': catalogue[name].detailType,
  source: catalogue[name].source,
  account: '000000000000',
  time: '2026-11-21T00:00:00Z',
  region: 'us-east-1',
  resources: [],
  detail,
});

describe('event catalogue', () => {
  it.each(Object.entries(catalogue))('%s example payload satisfies its schema', (_name, definition) => {
    expect(definition.schema.safeParse(definition.example).success).toBe(true);
  });

  it('ProfileCreated v1 refuses a role other than brand or creator and a missing user id', () => {
    expect(profileCreatedV1.safeParse({ ...catalogue.ProfileCreated.example, role: 'admin' }).success).toBe(
      false,
    );
    const { userId: _omit, ...withoutUser } = catalogue.ProfileCreated.example;
    expect(profileCreatedV1.safeParse(withoutUser).success).toBe(false);
  });

  it('every rule consumer module exists and exports a handler', async () => {
    for (const rule of rules) {
      const module = await import(/* @vite-ignore */ new URL(`../../${rule.consumer}`, import.meta.url).href);
      expect(typeof module.handler, rule.consumer).toBe('function');
    }
  });
});

describe('rule CreateBrandForNewBrandProfile', () => {
  const rule = rules.find((r) => r.name === 'CreateBrandForNewBrandProfile');

  it('matches a brand ProfileCreated event', () => {
    expect(rule).toBeDefined();
    const event = envelopeOf('ProfileCreated', { ...catalogue.ProfileCreated.example, role: 'brand' });
    expect(testEventPattern(rule?.eventPattern, event)).toBe(true);
  });

  it('does not match a creator ProfileCreated event', () => {
    const event = envelopeOf('ProfileCreated', { ...catalogue.ProfileCreated.example, role: 'creator' });
    expect(testEventPattern(rule?.eventPattern, event)).toBe(false);
  });
});

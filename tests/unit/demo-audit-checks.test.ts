/**
 * The demo audit log's checks (tests/support/demo-audit-checks.ts) find each kind of disagreement with
 * the screens, so the npm start test's audit log checks can fail: an invoice paid for another amount or on another day,
 * a commission the log does not end at, a member joined on another day or acting before joining, an
 * entry left at the instant the seed ran.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../contracts/audit-log';
import { auditDisagreements, auditSpan, type BrandAuditFacts } from '../support/demo-audit-checks';

const SEED_RAN = '2026-11-30T03:00:00.000Z';

const entry = (at: string, kind: AuditEntryView['kind'], who: string, more: Partial<AuditEntryView> = {}) =>
  ({
    id: `au_${at}`,
    at,
    kind,
    actor: { type: 'member', id: who, name: who, email: null, role: 'owner', acting_for: null },
    subject: null,
    before: null,
    after: null,
    correlation_id: null,
    ip: null,
    ...more,
  }) satisfies AuditEntryView;

const agreeing = (): BrandAuditFacts => ({
  entries: [
    entry('2026-11-03T10:00:00.000Z', 'invoice.paid', 'rita', {
      subject: { type: 'invoice', id: 'INV-1', label: 'INV-1' },
      after: { status: 'paid', amount_cents: 19587, paid_at: '2026-11-03T10:00:00.000Z' },
    }),
    entry('2026-09-17T10:48:00.000Z', 'member.joined', 'rita'),
    entry('2026-08-25T09:30:00.000Z', 'commission.changed', 'maya', {
      subject: { type: 'product', id: 'p1', label: 'Serum' },
      before: { commission_percentage: 10 },
      after: { commission_percentage: 15 },
    }),
  ],
  invoices: [
    { invoice_number: 'INV-1', amount_cents: 19587, status: 'paid', paid_at: '2026-11-03T10:00:00.000Z' },
  ],
  products: [{ id: 'p1', name: 'Serum', commission_percentage: 15, pending_rate: null }],
  members: [
    { user_id: 'maya', email: 'maya@x', role: 'owner', added_at: '2026-08-25T09:30:00.000Z' },
    { user_id: 'rita', email: 'rita@x', role: 'finance', added_at: '2026-09-17T10:48:00.000Z' },
  ],
});

describe('auditDisagreements', () => {
  it('finds none when the log tells the screens’ story, and spans its months and people', () => {
    expect(auditDisagreements(agreeing(), SEED_RAN)).toEqual([]);
    expect(auditSpan(agreeing())).toEqual({
      months: ['2026-08', '2026-09', '2026-11'],
      people: ['maya', 'rita'],
    });
  });

  it('finds each kind of disagreement', () => {
    const cases: [string, (facts: BrandAuditFacts) => void, RegExp][] = [
      ['another amount', (facts) => Object.assign(facts.invoices[0] ?? {}, { amount_cents: 100 }), /INV-1/],
      [
        'another day',
        (facts) => Object.assign(facts.invoices[0] ?? {}, { paid_at: '2026-11-04T10:00:00.000Z' }),
        /INV-1/,
      ],
      ['a paid invoice without its entry', (facts) => facts.entries.shift(), /INV-1 is paid/],
      [
        'another rate',
        (facts) => Object.assign(facts.products[0] ?? {}, { commission_percentage: 20 }),
        /Serum/,
      ],
      [
        'an announced cut the log misses',
        (facts) =>
          Object.assign(facts.products[0] ?? {}, {
            pending_rate: { commission_percentage: 12, effective_at: '2026-12-30T00:00:00.000Z' },
          }),
        /Serum/,
      ],
      [
        'another joining day',
        (facts) => Object.assign(facts.members[1] ?? {}, { added_at: SEED_RAN }),
        /rita@x/,
      ],
      [
        'acting before joining',
        (facts) => Object.assign(facts.members[1] ?? {}, { added_at: '2026-11-10T00:00:00.000Z' }),
        /before joining/,
      ],
      [
        'an entry of the seed’s own instant',
        (facts) => facts.entries.push(entry('2026-11-30T03:01:00.000Z', 'creator.blacklisted', 'maya')),
        /when the seed ran/,
      ],
    ];
    for (const [what, change, expected] of cases) {
      const facts = agreeing();
      change(facts);
      expect(auditDisagreements(facts, SEED_RAN).join('\n'), what).toMatch(expected);
    }
  });
});

/**
 * UGC's pure rules: a licence's end date (calendar months, clamped to the month's last day) and the
 * contracts' input rules (the Create Request dialog's budget parsing: tests/unit/web-ugc-budget.test.ts).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createUgcRequestSchema, submitUgcSchema } from '../../../../contracts/ugc';
import { addCalendarMonths as addMonths } from '../../../shared/time/period';
import { licenceFor } from '../../grant-licence';

describe('licence dates', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 6, '2026-07-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-08-31T23:59:59.999Z', 1, '2026-09-30T23:59:59.999Z'],
    ['2026-11-23T12:00:00.000Z', 12, '2027-11-23T12:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', 120, '2036-03-31T00:00:00.000Z'],
  ])('%s + %i months → %s', (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to);
  });

  it('a licence pays the budget (billed) or nothing (unrequested content)', () => {
    const base = {
      submissionId: 'US1',
      requestId: null,
      brandId: 'b',
      creatorId: 'c',
      terms: null,
      months: 12,
      at: new Date('2026-11-23T00:00:00.000Z'),
    };
    expect(licenceFor({ ...base, paymentCents: 15_050 })).toMatchObject({
      payment_cents: 15_050,
      payment_status: 'billed',
      starts_at: '2026-11-23T00:00:00.000Z',
      ends_at: '2027-11-23T00:00:00.000Z',
    });
    expect(licenceFor({ ...base, paymentCents: 0 })).toMatchObject({ payment_status: 'none' });
  });
});

describe('contract rules', () => {
  const request = { title: 'T', description: 'D', budget_cents: 100 };

  it('Create Request: defaults (reel, 12 months, no deadline) and the required fields', () => {
    expect(z.parse(createUgcRequestSchema, request)).toMatchObject({
      content_type: 'reel',
      licensing_duration_months: 12,
      deadline: null,
      duration_seconds: null,
      licensing_terms: null,
    });
    for (const missing of ['title', 'description', 'budget_cents'] as const) {
      const { [missing]: _gone, ...rest } = request;
      expect(z.safeParse(createUgcRequestSchema, rest).success, missing).toBe(false);
    }
  });

  it('deadlines must be real calendar dates', () => {
    expect(z.safeParse(createUgcRequestSchema, { ...request, deadline: '2027-02-28' }).success).toBe(true);
    expect(z.safeParse(createUgcRequestSchema, { ...request, deadline: '2027-02-29' }).success).toBe(false);
    expect(z.safeParse(createUgcRequestSchema, { ...request, deadline: '28/02/2027' }).success).toBe(false);
  });

  it('Submit Content: URL and description required; no request and no product by default', () => {
    const valid = { brand_id: 'b', content_url: 'https://x.test/a', content_description: 'd' };
    expect(z.parse(submitUgcSchema, valid)).toMatchObject({ ugc_request_id: null, product_id: null });
    expect(z.safeParse(submitUgcSchema, { ...valid, content_url: '' }).success).toBe(false);
    expect(z.safeParse(submitUgcSchema, { ...valid, content_description: ' ' }).success).toBe(false);
    expect(z.safeParse(submitUgcSchema, { ...valid, content_url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
});

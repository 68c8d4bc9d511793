/**
 * Tests own their tenants: on the tests' shared cloud a schedule run by hand that can be limited to some
 * people (`scopedBy`, events/schedules.ts) is refused without its list, so no file bills, pays, releases or
 * tells another file's brands and creators (infra/local/schedule-runs.ts, `scopedRunsOnly`).
 */
import { describe, expect, it } from 'vitest';
import { schedules } from '../../events/schedules';
import { localControlUrl } from '../support/local-only';

const runByHand = (name: string, input?: Record<string, unknown>) =>
  fetch(`${localControlUrl(`runs ${name} by hand`)}/__local/schedules/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // An instant far from every file's (each of which passes its own scope anyway).
    body: JSON.stringify({ scheduledTime: '2093-01-01T06:00:00.000Z', ...(input ? { input } : {}) }),
  });

const scoped = schedules.filter((schedule) => schedule.scopedBy);

describe('schedule runs by hand on the shared cloud', () => {
  it('the money and notice schedules are all limited by a list', () => {
    expect(scoped.map((schedule) => schedule.name).sort()).toEqual([
      'BillMonth',
      'MarkOverdueInvoices',
      // Issue 34: the directory's ranking writes creators' results and ranks.
      'RankCreatorDirectory',
      'ReleaseMaturedCommissions',
      // Issue 36: a rotated discount code's old code deactivated in the brand's store.
      'RetireRotatedDiscountCodes',
      'RetryWebhookDeliveries',
      'RunPayouts',
      'SendNotificationDigests',
      'SweepStalePayouts',
    ]);
  });

  it.each(scoped.map((schedule) => [schedule.name, schedule.scopedBy]))(
    'a run of %s for everyone is a 400 naming input.%s, and nothing runs',
    async (name, scope) => {
      const response = await runByHand(name as string);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(`input.${scope}`);
      // Not a list: refused as well.
      expect((await runByHand(name as string, { [scope as string]: 'everyone' })).status).toBe(400);
    },
  );

  it('a run for a list of nobody runs, for nobody', async () => {
    const response = await runByHand('BillMonth', { brandIds: [] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: { brands: number } }).result).toMatchObject({ brands: 0 });
  });
});

/**
 * Issue 36: the demo's held sales (infra/local/seed/fraud-demo.ts) as the brand's Sales API lists them.
 * `fraudDisagreements` lists every way they differ from what the demo promises; empty when they agree.
 */
import type * as z from 'zod/mini';
import type { sale } from '../../contracts/sales';
import { demoFraud } from '../../infra/local/seed/fraud-demo';

type Sale = z.infer<typeof sale>;
export type HeldSaleFacts = Pick<Sale, 'sale_id' | 'order_name' | 'status' | 'creator_username' | 'signals'>;

/** Every held sale of the brand, newest first (every page of GET /api/brand/sales). */
export const readHeldSales = async (baseUrl: string, token: string): Promise<HeldSaleFacts[]> => {
  const held: HeldSaleFacts[] = [];
  let cursor: string | null = null;
  do {
    const response = await fetch(
      `${baseUrl}/api/brand/sales?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!response.ok) throw new Error(`GET /api/brand/sales → ${response.status}`);
    const page = (await response.json()) as { sales: Sale[]; next_cursor: string | null };
    for (const { sale_id, order_name, status, creator_username, signals } of page.sales)
      if (status === 'held') held.push({ sale_id, order_name, status, creator_username, signals });
    cursor = page.next_cursor;
  } while (cursor);
  return held;
};

/**
 * What is wrong with the brand's held sales: none held with signals; no held sale of the leaked-code
 * creator with leaked_code and its code and coupon site; none of the burst creator with click_burst,
 * at least `threshold` clicks and their source.
 */
export const fraudDisagreements = (held: HeldSaleFacts[], threshold: number): string[] => {
  const problems: string[] = [];
  if (!held.some((sale) => sale.signals.length > 0)) problems.push('no held sale with signals');
  const hitOf = (username: string, name: string) =>
    held
      .filter((sale) => sale.creator_username === username)
      .flatMap((sale) => sale.signals.map((signal) => ({ sale, signal })))
      .find(({ signal }) => signal.name === name);

  const leaked = hitOf(demoFraud.leakedCodeCreator, 'leaked_code');
  if (!leaked) problems.push(`no held sale of ${demoFraud.leakedCodeCreator} with leaked_code`);
  else {
    const { evidence, reason } = leaked.signal;
    if (!evidence.code?.code) problems.push(`${leaked.sale.order_name}: leaked_code without its code`);
    if (evidence.coupon_site !== demoFraud.couponSite)
      problems.push(`${leaked.sale.order_name}: leaked_code's coupon site is ${evidence.coupon_site}`);
    if (!reason.trim()) problems.push(`${leaked.sale.order_name}: leaked_code without a reason`);
  }

  const burst = hitOf(demoFraud.burstCreator, 'click_burst');
  if (!burst) problems.push(`no held sale of ${demoFraud.burstCreator} with click_burst`);
  else {
    const { evidence, reason } = burst.signal;
    const clicks = evidence.clicks;
    if (!clicks || clicks.count < threshold)
      problems.push(
        `${burst.sale.order_name}: click_burst with ${clicks?.count ?? 0} clicks (< ${threshold})`,
      );
    if (!clicks?.source || !clicks.source_hash)
      problems.push(`${burst.sale.order_name}: click_burst without its source`);
    if (!reason.trim()) problems.push(`${burst.sale.order_name}: click_burst without a reason`);
  }
  return problems;
};

/**
 * Issue 36: the demo's review items. Two of the first brand's (Glow's) current-month sales are held by
 * fraud signals, each tripped through the product's real paths, so the Sales screen shows what a review
 * looks like:
 * - leaked_code: a shopper arrives at the store from a coupon site (the landing page's utm_source names
 *   it) and pays with the brand's lead creator's discount code, no link on the order;
 * - click_burst: another creator's link is followed BURST_CLICKS times within one 10-minute window from
 *   one address and browser through the local cloud's redirect (/r/{code}), the click aggregator counts
 *   the burst, then an order through that link arrives.
 * Both orders are placed in the store's checkout and reach the app by the store's webhook, as any order
 * does; the signals hold them as they are recorded. Run once, by the seed, at the end of its history.
 */
import type { MoneyContext } from './money-history';
import { type PlannedOrder, placeOrders, type ShopHistory } from './order-history';

/** What the demo's held sales are, for the seed and the checks that read them back. */
export const demoFraud = {
  /** The lead creator of the first brand, whose code turns up on the coupon site. */
  leakedCodeCreator: 'avareviews',
  couponSite: 'retailmenot.com',
  /** A creator with links on the first brand, not its lead (their link gets the burst). */
  burstCreator: 'leo-outdoors',
  /** Above the default click_burst threshold (20). */
  burstClicks: 24,
} as const;

/** A desktop browser, so the redirect counts the clicks as people's (human-click.ts). */
const BROWSER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BURST_WINDOW_MS = 10 * 60_000;

interface HeldSale {
  order_id: string;
  status: string;
  signals: { name: string }[];
}

export const seedFraudDemo = async (
  context: MoneyContext,
  input: { brandEmail: string; history: ShopHistory; creatorIds: Map<string, string> },
): Promise<void> => {
  const { getDiscountCode } = await import('../../../functions/partnerships');
  const { linkClickHistory } = await import('../../../functions/referrals');
  const { history } = input;
  const brandId = history.target.brandId;
  const creatorOf = (username: string) => {
    const id = input.creatorIds.get(username);
    if (!id) throw new Error(`seed: no demo creator ${username}`);
    return id;
  };

  // The burst: the clicks must fall in one of the aggregator's fixed windows, so start afresh in the
  // next one when this one is about to end.
  const link = history.referrals.find((referral) => referral.creatorId === creatorOf(demoFraud.burstCreator));
  if (!link) throw new Error(`seed: ${demoFraud.burstCreator} has no link at ${history.target.shop}`);
  const untilNextWindow = BURST_WINDOW_MS - (Date.now() % BURST_WINDOW_MS);
  if (untilNextWindow < 60_000) await new Promise((resolve) => setTimeout(resolve, untilNextWindow + 1000));
  const burstFrom = new Date(Math.floor(Date.now() / BURST_WINDOW_MS) * BURST_WINDOW_MS).toISOString();
  for (let click = 0; click < demoFraud.burstClicks; click++) {
    const response = await fetch(`${context.appUrl}/r/${encodeURIComponent(link.ref)}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html' },
    });
    if (response.status !== 302) throw new Error(`seed: /r/${link.ref} → ${response.status}`);
  }
  await context.wait('the click burst counted by the aggregator', async () => {
    const { bursts } = await linkClickHistory(link.ref, burstFrom);
    return bursts.some((burst) => burst.clicks >= demoFraud.burstClicks) ? true : undefined;
  });

  const code = await getDiscountCode(creatorOf(demoFraud.leakedCodeCreator), brandId);
  if (code?.status !== 'approved') throw new Error(`seed: ${demoFraud.leakedCodeCreator} has no code`);
  // A product the creator promotes (in the program): the shopper found the code, not the creator's link.
  const couponProduct =
    history.referrals.find((referral) => referral.creatorId === code.creator_id)?.handle ?? link.handle;
  const at = new Date();
  const orders: PlannedOrder[] = [
    {
      at,
      items: [{ handle: couponProduct, quantity: 1 }],
      email: 'deal.hunter@example.com',
      landingSite: `/products/${couponProduct}?utm_source=${demoFraud.couponSite}&utm_medium=coupon`,
      discountCode: code.code,
    },
    {
      at,
      items: [{ handle: link.handle, quantity: 2 }],
      email: 'burst.buyer@example.com',
      ref: link.ref,
      landingSite: `/products/${link.handle}?ref=${encodeURIComponent(link.ref)}`,
    },
  ];
  const placed = await placeOrders(history, orders, { recordAsOfItsTime: false });

  // Delivered by the store's webhooks: wait until Sales shows both held.
  const token = await context.tokenOf(input.brandEmail);
  const wanted = new Set(placed.map((order) => String(order.id)));
  await context.wait('the demo held sales', async () => {
    const response = await fetch(`${context.appUrl}/api/brand/sales?limit=25`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { sales } = (await response.json()) as { sales: HeldSale[] };
    const held = sales.filter(
      (sale) => wanted.has(sale.order_id.replace(/^.*\//, '')) && sale.status === 'held',
    );
    return held.length === wanted.size ? true : undefined;
  });
  context.log(`${history.target.shop}: two sales held for review (leaked code, click burst)`);
};

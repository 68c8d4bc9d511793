/**
 * Leaked code: the creator's discount code is out in the open. Three patterns, on an order the code
 * attributed (no link of the creator on it: the shopper did not come through them):
 * - the order came from a coupon site of the brand's list (its referring or landing site names one);
 * - many different shoppers used the code in the last 7 days (the threshold), none through the link;
 * - a spike: the order's day has SPIKE_FACTOR times the code's daily average of the 28 days before
 *   (and at least SPIKE_MIN_SHOPPERS shoppers), a code just posted somewhere.
 * The code's shoppers per day are counted as orders are recorded (code-uses.ts). On many shoppers or a
 * spike, the creator's earlier sales through the code in the window are held with the order (scope).
 */
import { defaultFraudSettings } from '../../../../contracts/fraud';
import type { ShopifyOrderPaidV1 } from '../../../../events/schemas/shopify-order-paid';
import { DAY_MS } from '../../../shared/time/days';
import { SPIKE_BASELINE_DAYS } from '../code-uses';
import { HOLD_TAIL, type Signal } from '../signal';
import { LEAK_WINDOW_DAYS } from '../signal-facts-more';

export const SPIKE_FACTOR = 5;
export const SPIKE_MIN_SHOPPERS = 5;

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The URL's host and its tracking parameters' values (utm_source, ref …), lower-cased. */
const namesIn = (text: string | null | undefined): { host: string | null; params: string[] } => {
  if (!text?.trim()) return { host: null, params: [] };
  try {
    const trimmed = text.trim();
    // A host without a scheme ("www.retailmenot.com/x") is read as one; a path resolves against a dummy.
    const url = new URL(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || trimmed.startsWith('/') ? trimmed : `https://${trimmed}`,
      'https://store.invalid',
    );
    const params = ['utm_source', 'utm_medium', 'utm_campaign', 'source', 'ref', 'via']
      .map((name) => url.searchParams.get(name)?.trim().toLowerCase())
      .filter((value): value is string => !!value);
    return { host: url.hostname === 'store.invalid' ? null : url.hostname.toLowerCase(), params };
  } catch {
    return { host: null, params: [] };
  }
};

/** The list's coupon site the order's referring or landing site names (host or tracking parameter). */
export const couponSiteOf = (
  order: Pick<ShopifyOrderPaidV1['order'], 'landingSite' | 'referringSite'>,
  sites: readonly string[],
): string | null => {
  const found = [namesIn(order.referringSite), namesIn(order.landingSite)];
  return (
    sites.find((site) => {
      const name = site.split('.')[0] as string;
      return found.some(
        ({ host, params }) =>
          (host !== null && (host === site || host.endsWith(`.${site}`))) ||
          params.some((value) => value === site || value === name || value.endsWith(`.${site}`)),
      );
    }) ?? null
  );
};

const sumDays = (byDay: Record<string, number>, from: string, to: string) =>
  Object.entries(byDay)
    .filter(([day]) => day >= from && day <= to)
    .reduce((sum, [, count]) => sum + count, 0);

export const leakedCode: Signal = {
  name: 'leaked_code',
  detect: ({ code, order, createdAt }, threshold, setting) => {
    if (!code) return null;
    const sites =
      setting && 'coupon_sites' in setting
        ? setting.coupon_sites
        : defaultFraudSettings.leaked_code.coupon_sites;
    const couponSite = couponSiteOf(order, sites);
    const day = createdAt.slice(0, 10);
    const from = dayBefore(day, LEAK_WINDOW_DAYS - 1);
    const shoppers = sumDays(code.usesByDay, from, day);
    const today = code.usesByDay[day] ?? 0;
    const average =
      sumDays(code.usesByDay, dayBefore(day, SPIKE_BASELINE_DAYS), dayBefore(day, 1)) / SPIKE_BASELINE_DAYS;
    const spike = average > 0 && today >= SPIKE_MIN_SHOPPERS && today >= SPIKE_FACTOR * average;
    const many = shoppers >= threshold;
    if (!couponSite && !many && !spike) return null;
    const averageText = average.toFixed(1).replace(/\.0$/, '');
    const why = couponSite
      ? `this order came from ${couponSite}, a coupon site, with the creator's code ${code.code}.`
      : many
        ? `${shoppers} different shoppers used the creator's code ${code.code} in the last ${LEAK_WINDOW_DAYS} days without following the creator's link.`
        : `${today} different shoppers used the creator's code ${code.code} on the order's day, against ${averageText} a day over the ${SPIKE_BASELINE_DAYS} days before.`;
    const orders = code.orders.includes(order.name) ? code.orders : [...code.orders, order.name];
    return {
      reason: `Leaked code: ${why} ${HOLD_TAIL}`,
      evidence: {
        code: {
          code: code.code,
          from,
          to: day,
          distinct_customers: shoppers,
          ...(spike ? { today, daily_average: Math.round(average * 10) / 10 } : {}),
        },
        ...(couponSite ? { coupon_site: couponSite } : {}),
        orders,
      },
      // Many shoppers or a spike: the code is out, so its earlier sales in the window share the evidence
      // (hold-related-sales.ts holds them too). One order from a coupon site says nothing of the others.
      ...(many || spike
        ? { scope: { via: 'code' as const, key: code.code, since: `${from}T00:00:00.000Z` } }
        : {}),
    };
  },
};

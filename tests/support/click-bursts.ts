/**
 * Issue 36: people's clicks through /r/{code} (a browser's GET, as the redirect counts people), and the
 * burst the click aggregator keeps of them on the link: the fraud tests' traffic from one IP.
 */
import { expect } from 'vitest';
import { BURST_WINDOW_MS } from '../../contracts/constants';
import { linkClickHistory } from '../../functions/referrals';
import { eventually, outputs } from './cloud';
import { BROWSER_UA } from './shopify-connect';

/** `n` people's clicks on the link, then the IP burst the aggregator counted of exactly them. */
export const clickBurst = async (code: string, n: number) => {
  for (let i = 0; i < n; i++) {
    const response = await fetch(`${outputs().WebUrl}/r/${code}`, {
      headers: { 'user-agent': BROWSER_UA },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
  }
  return eventually(async () => {
    const { bursts } = await linkClickHistory(code, new Date(Date.now() - 3_600_000).toISOString());
    const ip = bursts.find((burst) => burst.source === 'ip');
    return ip && ip.clicks === n ? ip : undefined;
  }, 60_000);
};

/**
 * The start (ms) of the current 10-minute click window, with at least two minutes of it left (the next
 * one waited for otherwise): an order dated in it and the clicks made right after fall in one window.
 */
export const freshBurstWindow = async (): Promise<number> => {
  const left = BURST_WINDOW_MS - (Date.now() % BURST_WINDOW_MS);
  if (left < 120_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
  return Math.floor(Date.now() / BURST_WINDOW_MS) * BURST_WINDOW_MS;
};

/**
 * The address check runs at each delivery, not only at registration: a URL whose host resolves to a
 * private address when it is sent is a failed attempt "refused: private address" (or "refused: IPv4 address
 * inside IPv6" for the IPv6 forms that carry one), and nothing is sent.
 */
import { describe, expect, it } from 'vitest';
import { sendWebhook } from '../../send';

describe('sendWebhook', () => {
  it.each([
    'https://localhost/hooks',
    'https://127.0.0.1/hooks',
    'https://10.0.0.8/hooks',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/hooks',
  ])('refuses %s before connecting', async (url) => {
    const outcome = await sendWebhook(url, {}, '{}');
    expect(outcome).toMatchObject({ ok: false, status: null, excerpt: 'refused: private address' });
  });

  it.each([
    'https://[::7f00:1]/hooks',
    'https://[::ffff:127.0.0.1]/hooks',
    'https://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
    'https://[2002:7f00:1::]/hooks',
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hooks',
  ])('refuses %s, an IPv4 inside IPv6, before connecting', async (url) => {
    const outcome = await sendWebhook(url, {}, '{}');
    expect(outcome).toMatchObject({ ok: false, status: null, excerpt: 'refused: IPv4 address inside IPv6' });
  });

  it('refuses plain http outside the local inspector', async () => {
    const outcome = await sendWebhook('http://example.com/hooks', {}, '{}');
    expect(outcome.ok).toBe(false);
    expect(outcome.excerpt).toMatch(/^refused: .*https/);
  });
});

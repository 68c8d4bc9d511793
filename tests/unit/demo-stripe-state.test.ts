/**
 * The local Stripe keeps its state across restarts: a second instance on the same data dir serves the
 * accounts, sessions and balance the first made, and resumes deliveries left pending.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoStripe, type DemoStripe } from '../../stand-ins/stripe';
import { createStripeState } from '../../stand-ins/stripe/state';

const secretKey = 'sk_test_unit';
const dirs: string[] = [];
const servers: Server[] = [];
const stripes: DemoStripe[] = [];

afterEach(async () => {
  for (const stripe of stripes.splice(0)) stripe.stop();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A local Stripe on its own port (API at /v1, pages under /__stripe), as the local cloud mounts it. */
const serve = async (dataDir: string, webhookUrl = 'http://127.0.0.1:9/nowhere') => {
  let demo: DemoStripe | undefined;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/v1/')) return demo?.handleApi(req, res);
    req.url = (req.url ?? '').replace(/^\/__stripe/, '');
    demo?.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  demo = createDemoStripe({
    dataDir,
    secretKey,
    webhookSecret: 'whsec_unit',
    webhookUrl,
    baseUrl: `http://127.0.0.1:${port}/__stripe`,
  });
  stripes.push(demo);
  const client = new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  return { client, server, demo };
};

describe('local Stripe state', () => {
  it('keeps accounts, sessions and the balance across a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-stripe-'));
    dirs.push(dir);
    const first = await serve(dir);
    const account = await first.client.accounts.create({ type: 'express' });
    const session = await first.client.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://x.test/ok',
      line_items: [
        { quantity: 2, price_data: { currency: 'usd', unit_amount: 700, product_data: { name: 'A' } } },
      ],
    });
    const paid = await fetch(session.url ?? '', {
      method: 'POST',
      body: new URLSearchParams({ choice: 'pay', email: 'a@example.com' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    first.demo.stop();

    const second = await serve(dir);
    expect((await second.client.accounts.retrieve(account.id)).id).toBe(account.id);
    expect((await second.client.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
    expect((await second.client.balance.retrieve()).available[0]?.amount).toBe(1_400);
  });

  it('resumes a delivery left pending by the previous run, to the endpoint the new run configures', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-stripe-'));
    dirs.push(dir);
    const first = await serve(dir);
    // The app is down: its endpoint refuses connections, so the event stays pending.
    await first.client.accounts
      .create({ type: 'express' })
      .then((account) =>
        first.client.accountLinks.create({
          account: account.id,
          type: 'account_onboarding',
          refresh_url: 'http://x.test/r',
          return_url: 'http://x.test/ok',
        }),
      )
      .then((link) =>
        fetch(link.url, {
          method: 'POST',
          body: new URLSearchParams({ choice: 'later' }),
          redirect: 'manual',
        }),
      );
    first.demo.stop();

    const received: string[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(
          Stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), 'whsec_unit').type,
        );
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    servers.push(receiver);
    await serve(dir, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
    await expect.poll(() => received, { timeout: 5_000 }).toEqual(['account.updated']);
  });

  it('a batch writes its changes once, at its end, even when the change throws', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-stripe-'));
    dirs.push(dir);
    const state = createStripeState(dir);
    const onDisk = () =>
      (JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8')) as { balance: { available: number } })
        .balance.available;
    state.save();
    expect(() =>
      state.batch(() => {
        state.balance.available += 100;
        state.save();
        expect(onDisk()).toBe(0);
        state.balance.available += 50;
        state.save();
        throw new Error('declined after the change');
      }),
    ).toThrow('declined after the change');
    expect(onDisk()).toBe(150);
  });
});

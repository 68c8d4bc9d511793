/**
 * A local Stripe of a test's own, on its own port and data dir (API at /v1, pages under /__stripe, as the
 * local cloud mounts it), with the official SDK pointed at it: for unit tests that need no cloud, and may
 * move the clock (vi.setSystemTime) without disturbing anyone else's sessions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { createDemoStripe, type DemoStripe } from '../../stand-ins/stripe';

export interface StandaloneStripe {
  client: Stripe;
  demo: DemoStripe;
  /** e.g. http://127.0.0.1:1234/__stripe */
  pagesUrl: string;
  close: () => Promise<void>;
}

export const startStandaloneStripe = async (
  options: { webhookUrl?: string; dataDir?: string } = {},
): Promise<StandaloneStripe> => {
  const secretKey = 'sk_test_standalone';
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'demo-stripe-'));
  let demo: DemoStripe | undefined;
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/v1/')) return demo?.handleApi(req, res);
    req.url = (req.url ?? '').replace(/^\/__stripe/, '');
    demo?.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const pagesUrl = `http://127.0.0.1:${port}/__stripe`;
  demo = createDemoStripe({
    dataDir,
    secretKey,
    webhookSecret: 'whsec_standalone',
    webhookUrl: options.webhookUrl ?? 'http://127.0.0.1:9/nowhere',
    baseUrl: pagesUrl,
  });
  const client = new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  const running = demo;
  return {
    client,
    demo: running,
    pagesUrl,
    close: async () => {
      running.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

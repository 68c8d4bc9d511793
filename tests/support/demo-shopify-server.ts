import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoShopify } from '../../stand-ins/shopify';

/**
 * A server on a free local port that hands `/__shopify/*` to the demo store `current()` returns (read at
 * each request, so a test may restart the store on the same folder), for unit tests without the cloud.
 */
export const serveDemoShopify = async (
  current: () => DemoShopify,
): Promise<{ server: Server; base: string }> => {
  const server = createServer((req, res) => {
    req.url = (req.url ?? '/').slice('/__shopify'.length) || '/';
    current().handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

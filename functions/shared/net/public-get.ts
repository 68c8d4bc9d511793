/**
 * A GET of a URL someone else chose (a product picture a store names, an avatar a creator pasted), made
 * only to public addresses: at every hop the host is resolved and each of its addresses checked
 * (public-address.ts), the connection goes to the checked address (no second resolution), and a redirect
 * is followed only after its target passes the same check, so a public page cannot bounce the request to
 * the metadata service or loopback. Bounded: one deadline for all hops, a size cap, a few redirects, no
 * pooled sockets (a kept-alive one could outlive its check).
 *
 * `allowOrigins` is the one way past the check: exact origins (scheme, host and port) the caller trusts
 * on a private address. Only the local cloud names any (its stand-ins listen on loopback); deployed, the
 * list is empty.
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type AddressRefusal, checkedLookup, checkHost } from './public-address';

export interface PublicGetOptions {
  /** For every hop together. */
  timeoutMs: number;
  /** A larger body is not read (`too-large`). */
  maxBytes: number;
  /** Redirects followed before giving up (`too-many-redirects`). */
  maxRedirects?: number;
  accept?: string;
  /** Origins (`http://127.0.0.1:4000`) allowed on a private address; empty deployed. */
  allowOrigins?: readonly string[];
}

export type PublicGetResult =
  | { ok: true; url: URL; status: number; bytes: Buffer }
  | {
      ok: false;
      url: URL;
      reason:
        | 'not-http'
        | 'credentials'
        | 'unresolvable'
        | AddressRefusal
        | 'too-many-redirects'
        | 'too-large'
        | 'status'
        | 'failed';
      detail?: string;
    };

type Failure = Extract<PublicGetResult, { ok: false }>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request to the checked address; the response's head, its body still unread. */
const send = (url: URL, options: RequestOptions): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, resolve);
    request.on('error', reject);
    request.end();
  });

const readCapped = async (response: IncomingMessage, max: number): Promise<Buffer | null> => {
  if (Number(response.headers['content-length'] ?? 0) > max) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

/** Where a hop may connect: nowhere (why), anywhere the system resolves (an allowed origin), or one address. */
const connectionFor = async (
  url: URL,
  allowOrigins: readonly string[],
): Promise<Failure | Pick<RequestOptions, 'lookup'>> => {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, url, reason: 'not-http' };
  if (url.username || url.password) return { ok: false, url, reason: 'credentials' };
  if (allowOrigins.includes(url.origin)) return {};
  const check = await checkHost(url);
  if (!check.ok) return { ok: false, url, reason: check.reason };
  return { lookup: checkedLookup(check.address) };
};

export const publicGet = async (raw: string | URL, options: PublicGetOptions): Promise<PublicGetResult> => {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const allowOrigins = options.allowOrigins ?? [];
  let url = new URL(raw);
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const connection = await connectionFor(url, allowOrigins);
    if ('ok' in connection) return connection;
    let response: IncomingMessage;
    try {
      response = await send(url, {
        ...connection,
        method: 'GET',
        headers: { accept: options.accept ?? '*/*', 'user-agent': 'AffiliateMarketplace-CardBot/1' },
        agent: false,
        signal,
      });
    } catch (error) {
      return { ok: false, url, reason: 'failed', detail: String(error) };
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.resume();
      try {
        url = new URL(location, url);
      } catch {
        return { ok: false, url, reason: 'failed', detail: `bad Location ${location}` };
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      return { ok: false, url, reason: 'status', detail: String(status) };
    }
    try {
      const bytes = await readCapped(response, options.maxBytes);
      if (!bytes) {
        response.destroy();
        return { ok: false, url, reason: 'too-large' };
      }
      return { ok: true, url, status, bytes };
    } catch (error) {
      return { ok: false, url, reason: 'failed', detail: String(error) };
    }
  }
  return { ok: false, url, reason: 'too-many-redirects' };
};

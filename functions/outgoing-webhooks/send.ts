/**
 * One HTTP POST of a webhook to a brand's endpoint, safely: the host is resolved and checked at each
 * delivery (safe-address.ts) and the connection goes to that checked address (the agent's `lookup` hands
 * it back instead of resolving again, so DNS cannot change between the check and the connection); no
 * redirect is followed (a 3xx is a failure); 10 s for the whole exchange; only the first kilobyte of
 * the answer is read.
 */
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkedLookup } from '../shared/net/public-address';
import { type AddressRefusal, checkEndpointUrl } from './safe-address';

export const DELIVERY_TIMEOUT_MS = 10_000;
export const EXCERPT_BYTES = 1024;

export interface SendOutcome {
  status: number | null;
  ok: boolean;
  latency_ms: number;
  excerpt: string;
}

const post = (url: URL, options: RequestOptions, body: string, started: number): Promise<SendOutcome> =>
  new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'latency_ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...outcome, latency_ms: Date.now() - started });
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { ...options, method: 'POST' }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        finish({
          status,
          ok: status >= 200 && status < 300,
          excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
        });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest of a large answer is never buffered.
        if (size >= EXCERPT_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    const timer = setTimeout(
      () => finish({ status: null, ok: false, excerpt: `timed out after ${DELIVERY_TIMEOUT_MS / 1000} s` }),
      DELIVERY_TIMEOUT_MS,
    );
    request.on('error', (error) =>
      finish({ status: null, ok: false, excerpt: `connection failed: ${error.message}` }),
    );
    request.end(body);
  });

/** What the delivery log says of an address refused at send time (short: the log shows an excerpt). */
const refusedExcerpts: Record<AddressRefusal, string> = {
  private: 'refused: private address',
  'embedded-ipv4': 'refused: IPv4 address inside IPv6',
};

export const sendWebhook = async (
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
): Promise<SendOutcome> => {
  const started = Date.now();
  const check = await checkEndpointUrl(rawUrl);
  if (!check.ok)
    return {
      status: null,
      ok: false,
      latency_ms: Date.now() - started,
      excerpt: check.refusal ? refusedExcerpts[check.refusal] : `refused: ${check.message}`,
    };
  const options: RequestOptions = {
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    // The checked address, never a second resolution; the local inspector is on loopback by design.
    ...(check.address === 'local-inspector' ? {} : { lookup: checkedLookup(check.address) }),
    // One connection per delivery: a pooled socket could outlive the address check.
    agent: false,
  };
  return post(check.url, options, body, started);
};

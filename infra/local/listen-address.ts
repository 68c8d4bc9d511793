/**
 * Where the local cloud listens. By default only on the loopback interface: DynamoDB Local, cognito-local's
 * admin API and the bus answer without credentials, so nothing of it may be reachable from the network.
 * HOST (e.g. HOST=0.0.0.0 npm start) opens it on purpose.
 */
export const DEFAULT_HOST = '127.0.0.1';

const WILDCARDS = new Set(['0.0.0.0', '::']);
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

const inUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The host, as written in a URL, that this machine's own clients use to reach a server bound to `host`. */
export const clientHost = (host: string): string => inUrl(WILDCARDS.has(host) ? '127.0.0.1' : host);

/** The host in the URLs the local cloud prints and issues tokens for: `localhost` unless bound elsewhere. */
export const urlHost = (host: string): string => {
  return WILDCARDS.has(host) || isLoopback(host) ? 'localhost' : inUrl(host);
};

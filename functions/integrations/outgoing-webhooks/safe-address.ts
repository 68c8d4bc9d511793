/**
 * Where an outgoing webhook may be sent (SSRF defence, issue 22). A brand chooses the URL, so without
 * this check it could make our functions call the cloud's metadata service (169.254.169.254), the VPC or
 * loopback. The host is resolved and EVERY address it resolves to must be public; the delivery then
 * connects to the checked address itself (see `checkedLookup`), so a second resolution cannot swap in a
 * private one between the check and the connection (DNS rebinding).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. the metadata service 169.254.169.254
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses, private ones included
  ['100::', 64], // discard
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv4-mapped or -compatible IPv6 address stands for (::ffff:10.0.0.1). */
const embeddedIpv4 = (address: string): string | undefined => {
  const dotted = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1] as string, 16);
  const low = Number.parseInt(hex[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
};

/** True when an address is loopback, private, link-local, CGNAT, multicast or otherwise not public. */
export const isPrivateAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = embeddedIpv4(address);
  if (mapped) return blocked.check(mapped, 'ipv4');
  return blocked.check(address, 'ipv6');
};

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type AddressCheck =
  | { ok: true; address: ResolvedAddress }
  | { ok: false; reason: 'unresolvable' | 'private' };

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves the host; refuses it when any of its addresses is not public. */
export const checkHost = async (url: URL): Promise<AddressCheck> => {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: 'unresolvable' };
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: 'unresolvable' };
  if (addresses.some(({ address }) => isPrivateAddress(address))) return { ok: false, reason: 'private' };
  return { ok: true, address: { address: first.address, family: first.family === 6 ? 6 : 4 } };
};

/**
 * The local cloud's webhook inspector (infra/local) is on loopback over http. It is allowed only when the
 * environment names it (WEBHOOK_LOCAL_INSPECTOR_URL, set by infra/local/local-cloud.ts and by nothing
 * deployed), and only for URLs under exactly that prefix.
 */
export const isLocalInspectorUrl = (url: string): boolean => {
  const inspector = process.env.WEBHOOK_LOCAL_INSPECTOR_URL;
  return Boolean(inspector) && url.startsWith(inspector as string);
};

export type UrlCheck =
  | { ok: true; url: URL; address: ResolvedAddress | 'local-inspector' }
  | { ok: false; message: string };

/** Everything a URL must pass to be registered or delivered to: https, no credentials, a public address. */
export const checkEndpointUrl = async (raw: string): Promise<UrlCheck> => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'Enter a full URL, such as https://example.com/webhooks' };
  }
  if (isLocalInspectorUrl(url.href)) return { ok: true, url, address: 'local-inspector' };
  if (url.protocol !== 'https:') return { ok: false, message: 'The URL must start with https://' };
  if (url.username || url.password)
    return { ok: false, message: 'The URL must not contain a user name or password' };
  const check = await checkHost(url);
  if (check.ok) return { ok: true, url, address: check.address };
  return {
    ok: false,
    message:
      check.reason === 'private'
        ? 'This URL resolves to a private, loopback or link-local address: webhooks can only be sent to public addresses'
        : "This URL's host could not be found",
  };
};

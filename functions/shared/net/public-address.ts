/**
 * Which addresses our functions may connect to when a URL someone else chose is fetched (SSRF defence):
 * a brand's webhook endpoint (issue 22), a picture a store or a creator named (share cards, issue 34).
 * Without this check such a URL could make a function call the cloud's metadata service
 * (169.254.169.254), the VPC or loopback. The host is resolved and EVERY address it resolves to must be
 * public; the caller then connects to the checked address itself (`checkedLookup`), so a second
 * resolution cannot swap in a private one between the check and the connection (DNS rebinding).
 * A host written as a number (`2130706433`, `0177.0.0.1`, `0x7f.1`) is no way around it: the WHATWG URL
 * parser has already turned it into its dotted form (127.0.0.1) before the check sees it.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { expandedIpv6, ipv4Of, ipv6Groups } from './ipv6';

// One list per family: Node's BlockList also matches an IPv4 address against IPv6 rules as its mapped
// form (::ffff:a.b.c.d), so in one list the ::ffff:0:0/96 rule below would refuse every IPv4 address.
const blockedIpv4 = new BlockList();
const blockedIpv6 = new BlockList();
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
  blockedIpv4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // IPv4-compatible (deprecated), incl. :: and ::1: `::7f00:1` is 127.0.0.1
  ['::ffff:0:0', 96], // IPv4-mapped: a socket to ::ffff:a.b.c.d connects to a.b.c.d
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses, private ones included
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215)
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: its last 32 bits are the server's IPv4 address, obfuscated
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: bits 16–47 are an IPv4 address the relay forwards to
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blockedIpv6.addSubnet(network, prefix, 'ipv6');

/**
 * The IPv6 forms that carry an IPv4 address: IPv4-compatible (`::7f00:1`), -mapped (`::ffff:7f00:1`),
 * -translated, NAT64, Teredo and 6to4. Each whole range is in the list above, whatever IPv4 it carries:
 * a brand has no reason to name its endpoint that way, and a public-looking one can still be routed
 * somewhere unexpected by a translator or relay inside the network. Named here for the field's message.
 */
const isEmbeddingRange = (groups: readonly number[]): boolean => {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroTo = (last: number) => groups.slice(0, last + 1).every((group) => group === 0);
  // :: and ::1 are the unspecified and loopback addresses, not an IPv4 inside IPv6.
  const compatible = zeroTo(5) && (g6 !== 0 || g7 > 1);
  const mapped = zeroTo(4) && g5 === 0xffff;
  const translated = zeroTo(3) && g4 === 0xffff && g5 === 0;
  const nat64 = g0 === 0x64 && g1 === 0xff9b && (g2 === 1 || (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0));
  const teredo = g0 === 0x2001 && g1 === 0;
  return compatible || mapped || translated || nat64 || teredo || g0 === 0x2002;
};

/**
 * ISATAP names its IPv4 tunnel end in the interface identifier (`…:0:5efe:a.b.c.d` or
 * `…:200:5efe:a.b.c.d`) under any prefix, so no range covers it: refused when that IPv4 is not public.
 */
const isatapIpv4 = (groups: readonly number[]): string | undefined =>
  ((groups[4] as number) & 0xfdff) === 0 && groups[5] === 0x5efe
    ? ipv4Of(groups[6] as number, groups[7] as number)
    : undefined;

export type AddressRefusal = 'private' | 'embedded-ipv4';

/**
 * Why an address may not be reached — loopback, private, link-local, CGNAT, multicast, reserved or not an
 * address at all (`private`), or an IPv6 form carrying an IPv4 address (`embedded-ipv4`) — or undefined
 * when it is public. IPv6 is judged by its bits (ipv6.ts), so every spelling of one address agrees.
 */
export const addressRefusal = (address: string): AddressRefusal | undefined => {
  if (isIP(address) === 4) return blockedIpv4.check(address, 'ipv4') ? 'private' : undefined;
  const groups = ipv6Groups(address);
  if (!groups) return 'private';
  if (isEmbeddingRange(groups)) return 'embedded-ipv4';
  const isatap = isatapIpv4(groups);
  if (isatap && blockedIpv4.check(isatap, 'ipv4')) return 'embedded-ipv4';
  return blockedIpv6.check(expandedIpv6(groups), 'ipv6') ? 'private' : undefined;
};

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type AddressCheck =
  | { ok: true; address: ResolvedAddress }
  | { ok: false; reason: 'unresolvable' | AddressRefusal };

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
  const refusals = addresses.map(({ address }) => addressRefusal(address));
  // The IPv4-inside-IPv6 reason first: it tells the brand why a public-looking IPv4 is refused.
  const refusal = refusals.find((reason) => reason === 'embedded-ipv4') ?? refusals.find(Boolean);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, address: { address: first.address, family: first.family === 6 ? 6 : 4 } };
};

/** A lookup that answers the address already checked, whatever it is asked (IPv4 or IPv6, one or all). */
export const checkedLookup =
  (resolved: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [resolved]);
    else callback(null, resolved.address, resolved.family);
  };

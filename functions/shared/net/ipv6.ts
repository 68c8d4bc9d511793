/**
 * IPv6 text → its eight 16-bit groups, for the public-address filter (public-address.ts). The filter must
 * see the address's bits, not its spelling: `::7f00:1`, `0:0:0:0:0:0:7f00:1`, `::127.0.0.1` and
 * `::7F00:0001` are one address, and a regex over one spelling misses the others.
 */
import { isIP } from 'node:net';

const hexGroup = /^[0-9a-f]{1,4}$/i;

/** Two groups from a dotted IPv4 tail (`::ffff:127.0.0.1`), or undefined when it is not IPv4. */
const dottedGroups = (dotted: string): [number, number] | undefined => {
  if (isIP(dotted) !== 4) return undefined;
  const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
  return [(a << 8) | b, (c << 8) | d];
};

const groupsOf = (part: string): number[] | undefined => {
  if (part === '') return [];
  const texts = part.split(':');
  if (!texts.every((text) => hexGroup.test(text))) return undefined;
  return texts.map((text) => Number.parseInt(text, 16));
};

/**
 * The eight groups of an IPv6 address in any RFC 4291 text form — compressed (`::`), expanded, with a
 * dotted IPv4 tail, any case — ignoring a zone id (`fe80::1%eth0`: the zone picks an interface, not
 * another address). Undefined when the text is not IPv6.
 */
export const ipv6Groups = (text: string): number[] | undefined => {
  const address = text.split('%')[0] as string;
  if (isIP(address) !== 6) return undefined;
  let body = address;
  let tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  if (address.slice(lastColon + 1).includes('.')) {
    const dotted = dottedGroups(address.slice(lastColon + 1));
    if (!dotted) return undefined;
    tail = dotted;
    // Keep the colon when it is half of a `::` (as in `::1.2.3.4`), so the split below still sees it.
    body = address.slice(0, address[lastColon - 1] === ':' ? lastColon + 1 : lastColon);
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const head = groupsOf(halves[0] as string);
  const rest = halves.length === 2 ? groupsOf(halves[1] as string) : [];
  if (!head || !rest) return undefined;
  const written = [...head, ...rest, ...tail];
  if (halves.length === 1) return written.length === 8 ? written : undefined;
  if (written.length > 7) return undefined;
  return [...head, ...new Array<number>(8 - written.length).fill(0), ...rest, ...tail];
};

/** The dotted IPv4 address held by two 16-bit groups. */
export const ipv4Of = (high: number, low: number): string =>
  [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The canonical lower-case, fully expanded text of eight groups (for BlockList checks and logs). */
export const expandedIpv6 = (groups: readonly number[]): string =>
  groups.map((group) => group.toString(16)).join(':');

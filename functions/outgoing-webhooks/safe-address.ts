/**
 * Where an outgoing webhook may be sent (SSRF defence, issue 22): https, no credentials, and a host whose
 * every address is public (functions/shared/net/public-address.ts, which also says how the delivery
 * connects to the checked address only).
 */
import { type AddressRefusal, checkHost, type ResolvedAddress } from '../shared/net/public-address';

export type { AddressRefusal, ResolvedAddress };

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
  | { ok: false; message: string; refusal?: AddressRefusal };

const refusalMessages: Record<AddressRefusal, string> = {
  private:
    'This URL resolves to a private, loopback or link-local address: webhooks can only be sent to public addresses',
  'embedded-ipv4':
    "This URL's IPv6 address carries an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4 or Teredo): webhooks can only be sent to public addresses, so use the endpoint's public host name",
};

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
  if (check.reason === 'unresolvable') return { ok: false, message: "This URL's host could not be found" };
  return { ok: false, message: refusalMessages[check.reason], refusal: check.reason };
};

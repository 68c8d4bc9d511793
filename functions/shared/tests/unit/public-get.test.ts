/**
 * A GET of a URL someone else chose reaches public addresses only (SSRF; share cards' pictures, issue 34):
 * IPv4 and IPv6 literals, IPv4-mapped IPv6, hosts written as decimal, octal or hex numbers, names that
 * resolve to loopback, and redirects — each hop is checked again, so a page on an allowed origin cannot
 * bounce the request to the metadata service. The one exception is an origin the caller names (the local
 * cloud's stand-ins), and nothing is allowed by default.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRefusal, checkHost } from '../../net/public-address';
import { type PublicGetOptions, publicGet } from '../../net/public-get';

const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 0]);

let server: Server;
let origin: string;
/** Paths the test server was asked for: a refused hop must never arrive. */
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const [path, query] = (req.url ?? '/').split('?');
    if (path === '/picture.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path === '/to') return res.writeHead(302, { location: decodeURIComponent(query ?? '') }).end();
    if (path === '/big') return res.writeHead(200).end(Buffer.alloc(2048));
    if (path === '/loop') return res.writeHead(301, { location: '/loop' }).end();
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (extra: Partial<PublicGetOptions> = {}): PublicGetOptions => ({
  timeoutMs: 2_000,
  maxBytes: 1024,
  ...extra,
});
const allowed = () => options({ allowOrigins: [origin] });

describe('addresses a picture may not come from', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 private', '10.1.2.3'],
    ['IPv4 private', '192.168.0.10'],
    ['IPv4 link-local (metadata)', '169.254.169.254'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unique local', 'fd00::1'],
    ['IPv6 link-local', 'fe80::1'],
  ])('%s %s is private', (_kind, address) => {
    expect(addressRefusal(address)).toBe('private');
  });

  it.each(['::ffff:127.0.0.1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:a00:1'])(
    'IPv4-mapped IPv6 %s is refused',
    (address) => {
      expect(addressRefusal(address)).toBe('embedded-ipv4');
    },
  );

  it.each(['93.184.215.14', '2606:4700::1111'])('%s is public', (address) => {
    expect(addressRefusal(address)).toBeUndefined();
  });

  it('a name that resolves to loopback is refused (every address it resolves to is checked)', async () => {
    expect(await checkHost(new URL('http://localhost/x.png'))).toMatchObject({ ok: false });
  });
});

describe('publicGet', () => {
  it.each([
    ['decimal', 'http://2130706433/picture.png'],
    ['octal', 'http://0177.0.0.1/picture.png'],
    ['hex', 'http://0x7f.0.0.1/picture.png'],
    ['short dotted', 'http://127.1/picture.png'],
    ['metadata, decimal', 'http://2852039166/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/picture.png'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/picture.png'],
    ['IPv4-mapped metadata', 'http://[::ffff:a9fe:a9fe]/latest/meta-data/'],
    ['a name for loopback', 'http://localhost/picture.png'],
  ])('refuses a %s host (%s) without connecting', async (_kind, url) => {
    const result = await publicGet(url, options());
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.reason).toMatch(/^(private|embedded-ipv4)$/);
  });

  it('refuses the local server itself by default: no origin is allowed unless named', async () => {
    const before = asked.length;
    const result = await publicGet(`${origin}/picture.png`, options());
    expect(result).toMatchObject({ ok: false, reason: 'private' });
    expect(asked.length).toBe(before);
  });

  it('fetches from an origin named as allowed (the local cloud’s stand-ins)', async () => {
    const result = await publicGet(`${origin}/picture.png`, allowed());
    expect(result.ok && result.bytes.equals(PNG)).toBe(true);
  });

  it.each([
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['the metadata service, IPv4-mapped', 'http://[::ffff:169.254.169.254]/latest/meta-data/'],
    ['the metadata service, decimal', 'http://2852039166/latest/meta-data/'],
    ['loopback on another port', 'http://127.0.0.1:1/picture.png'],
  ])('re-checks a redirect: one to %s is refused', async (_kind, target) => {
    const result = await publicGet(`${origin}/to?${encodeURIComponent(target)}`, allowed());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toMatch(/^(private|embedded-ipv4)$/);
    expect(result.url.href).toBe(new URL(target).href);
  });

  it('follows a redirect within the allowed origin', async () => {
    const result = await publicGet(`${origin}/to?${encodeURIComponent('/picture.png')}`, allowed());
    expect(result.ok && result.bytes.equals(PNG)).toBe(true);
  });

  it('gives up on endless redirects, an oversized body, a non-http scheme and credentials', async () => {
    expect(await publicGet(`${origin}/loop`, allowed())).toMatchObject({
      ok: false,
      reason: 'too-many-redirects',
    });
    expect(await publicGet(`${origin}/big`, allowed())).toMatchObject({ ok: false, reason: 'too-large' });
    expect(await publicGet('file:///etc/passwd', allowed())).toMatchObject({ ok: false, reason: 'not-http' });
    expect(await publicGet(`http://user:pw@127.0.0.1:${new URL(origin).port}/`, allowed())).toMatchObject({
      ok: false,
      reason: 'credentials',
    });
  });
});

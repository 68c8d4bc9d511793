/**
 * Issue 34: a card's pictures are someone else's files. An SVG is drawn only when it holds everything it
 * draws: resvg would otherwise load an `<image>` from the card function's own disk by its path (shown
 * here with resvg itself), and put a local file on a public card.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../stand-ins/shopify/catalogue';
import { productSvg } from '../../../../stand-ins/shopify/product-images';
import { cardEngines } from '../../card/card-engine';
import { fetchPicture, isSelfContainedSvg } from '../../card/card-pictures';
import { rasterizer } from '../../card/card-render';

const rasterize = (svg: Buffer, width: number): Buffer =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();

/** How many pixels of a drawing are not transparent. */
const opaquePixels = (svg: string): number => {
  const { pixels } = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  let count = 0;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]) count++;
  return count;
};

const dir = mkdtempSync(path.join(tmpdir(), 'card-pictures-'));
/** A picture on the function's "disk", which no card may show. */
const localFile = path.join(dir, 'secret.png');
const imageOf = (href: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40"><image href="${href}" width="40" height="40"/></svg>`;

let server: Server;
let origin: string;
const served: Record<string, string | Buffer> = {};

/** A PNG whose IHDR claims another size (a decompression bomb is a few KB that claims billions of pixels). */
const pngClaiming = (png: Buffer, width: number, height: number): Buffer => {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  return copy;
};

/** The start of a JPEG: SOI, an APP0 segment, then a baseline frame header of that size. */
const jpegClaiming = (width: number, height: number): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3]),
    Buffer.alloc(12),
  ]);

beforeAll(async () => {
  writeFileSync(localFile, rasterize(Buffer.from(productSvg(demoCatalogue[0] as never)), 40));
  served['/local-file.svg'] = imageOf(localFile);
  served['/product.svg'] = productSvg(demoCatalogue[0] as never);
  const png = rasterize(Buffer.from(productSvg(demoCatalogue[0] as never)), 40);
  served['/small.png'] = png;
  served['/bomb.png'] = pngClaiming(png, 30_000, 30_000);
  served['/wide.png'] = pngClaiming(png, 4097, 10);
  served['/small.jpg'] = jpegClaiming(800, 600);
  served['/bomb.jpg'] = jpegClaiming(60_000, 60_000);
  server = createServer((req, res) => {
    const body = served[req.url ?? ''];
    if (!body) return res.writeHead(404).end();
    return res.writeHead(200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.LOCAL_PICTURE_ORIGINS = origin;
});

afterAll(() => {
  delete process.env.LOCAL_PICTURE_ORIGINS;
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a PNG or JPEG picture', () => {
  it('is kept as it is when its size is a picture’s', async () => {
    expect(await fetchPicture(`${origin}/small.png`, origin, rasterize)).toMatch(/^data:image\/png;base64,/);
    expect(await fetchPicture(`${origin}/small.jpg`, origin, rasterize)).toMatch(/^data:image\/jpeg;base64,/);
  });

  it.each(['/bomb.png', '/wide.png', '/bomb.jpg'])(
    '%s, a few bytes that claim more than 4,096 pixels a side, is refused before anything decodes it',
    async (file) => {
      expect(await fetchPicture(`${origin}${file}`, origin, rasterize)).toBeNull();
    },
  );
});

describe('an SVG picture', () => {
  it('that names a file on disk would be drawn by resvg: so it is refused, and the card goes without it', async () => {
    expect(opaquePixels(imageOf(localFile))).toBeGreaterThan(1000);
    expect(await fetchPicture(`${origin}/local-file.svg`, origin, rasterize)).toBeNull();
  });

  it('that holds all it draws is rasterized to a PNG', async () => {
    expect(await fetchPicture(`${origin}/product.svg`, origin, rasterize)).toMatch(
      /^data:image\/png;base64,/,
    );
  });

  it.each([
    ['an absolute path', imageOf('/etc/hostname')],
    ['a file URL', imageOf('file:///etc/hostname')],
    ['a relative path', imageOf('../secret.png')],
    ['xlink:href', '<svg><image xlink:href="/tmp/x.png"/></svg>'],
    ['an feImage', '<svg><filter id="f"><feImage href="/tmp/x.png"/></filter></svg>'],
    ['a nested SVG', imageOf('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')],
    ['an entity', '<!DOCTYPE svg [<!ENTITY p "/tmp/x.png">]><svg><image href="&p;"/></svg>'],
    ['an href spelled unusually', '<svg><image HREF = /tmp/x.png /></svg>'],
    ['a web address', imageOf('https://example.com/x.png')],
    ['an inline picture (any size it claims)', imageOf('data:image/png;base64,iVBORw0KGgo=')],
  ])('refuses %s', (_kind, svg) => {
    expect(isSelfContainedSvg(svg)).toBe(false);
  });

  it.each([
    ['no reference', '<svg><rect width="4" height="4"/></svg>'],
    ['a reference within it', '<svg><use href="#a"/><use xlink:href=\'#b\'/></svg>'],
    ['the demo store’s pictures', productSvg(demoCatalogue[0] as never)],
  ])('allows %s', (_kind, svg) => {
    expect(isSelfContainedSvg(svg)).toBe(true);
  });
});

describe('the rasterizer of pictures’ SVGs', () => {
  it('draws an SVG at the width asked, and refuses one that would be taller than 4,096 pixels there', async () => {
    const draw = rasterizer(await cardEngines());
    const square = draw(Buffer.from(productSvg(demoCatalogue[0] as never)), 640);
    expect([square.readUInt32BE(16), square.readUInt32BE(20)]).toEqual([640, 640]);
    const tall =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1000"><rect width="1" height="1000"/></svg>';
    expect(() => draw(Buffer.from(tall), 640)).toThrow(/too tall/);
  });
});

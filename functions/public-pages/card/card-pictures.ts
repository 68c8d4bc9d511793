/**
 * The pictures a card shows (avatars, headers, product images), fetched from wherever the store or the
 * creator keeps them, as data URIs satori can draw. Only from public addresses, redirects included
 * (shared/net/public-get.ts: the URL is someone else's choice, and the card function must not become a
 * way into the metadata service or the network it runs in). Each is bounded — a timeout, a size cap, only PNG,
 * JPEG or SVG recognised by their bytes, never by the server's word — and an SVG is rasterized here by
 * resvg (satori would embed it as SVG, and resvg would then have to trust it inside the card). A picture
 * that fails for any reason is null: the card is drawn without it, never broken.
 */
import { jpegFallbackOf } from '../../../contracts/uploads';
import { env } from '../../shared/config';
import { log } from '../../shared/log';
import { publicGet } from '../../shared/net/public-get';

export const PICTURE_TIMEOUT_MS = 2_500;
export const PICTURE_MAX_BYTES = 4 * 1024 * 1024;
/** SVGs are drawn at this width: sharp at the card's largest picture slot. */
const SVG_RASTER_WIDTH = 640;
/**
 * A PNG or JPEG is decoded to width × height × 4 bytes when the card is drawn, whatever its file size: a
 * few KB of one colour can claim 30,000 × 30,000 pixels (3.6 GB) and end the function. 4,096 a side
 * (64 MB decoded) is more than any picture a card shows needs.
 */
export const PICTURE_MAX_SIDE = 4096;

type Rasterize = (svg: Buffer, width: number) => Buffer;

const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
/** A PNG's size, from its IHDR (the first chunk, at a fixed place). */
const pngSize = (bytes: Buffer) =>
  bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR'
    ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    : undefined;

/** A JPEG's size, from its first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC). */
const jpegSize = (bytes: Buffer) => {
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] as number;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
};

const withinSize = (size: { width: number; height: number } | undefined) =>
  Boolean(
    size &&
      size.width > 0 &&
      size.height > 0 &&
      size.width <= PICTURE_MAX_SIDE &&
      size.height <= PICTURE_MAX_SIDE,
  );

const isSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(
    bytes.subarray(0, 2048).toString('utf8'),
  );

/**
 * An SVG that draws only what it holds. resvg loads an `<image>` or `<feImage>` whose href is a file path
 * from the function's own disk (`href="/var/task/…"` would put a local file on a public card, and
 * `/dev/zero` would never end), and it would do so inside a nested SVG too; an inline raster picture
 * could claim any size (see PICTURE_MAX_SIDE). So every href must point within the document (`#id`), and
 * no entity may stand in for text.
 */
export const isSelfContainedSvg = (svg: string): boolean => {
  if (/<!ENTITY/i.test(svg)) return false;
  const hrefs = [...svg.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)];
  if (hrefs.length !== (svg.match(/href\s*=/gi) ?? []).length) return false;
  return hrefs.every(([, double, single]) => (double ?? single ?? '').trim().startsWith('#'));
};

/** The picture's bytes as a PNG or JPEG data URI, or null. `origin` resolves relative URLs. */
export const fetchPicture = async (
  url: string | null | undefined,
  origin: string,
  rasterize: Rasterize,
): Promise<string | null> => {
  if (!url) return null;
  let address: URL;
  try {
    // An uploaded image (issue 34) is WebP, which the card's renderer cannot read: its JPEG beside it.
    address = new URL(jpegFallbackOf(url), `${origin}/`);
  } catch {
    return null;
  }
  try {
    const got = await publicGet(address, {
      timeoutMs: PICTURE_TIMEOUT_MS,
      maxBytes: PICTURE_MAX_BYTES,
      accept: 'image/png,image/jpeg,image/svg+xml;q=0.8',
      allowOrigins: env.localPictureOrigins,
    });
    if (!got.ok) {
      log.info('card picture skipped', { url: got.url.href, reason: got.reason, detail: got.detail });
      return null;
    }
    const { bytes } = got;
    const raster = isPng(bytes)
      ? { type: 'png', size: pngSize(bytes) }
      : isJpeg(bytes)
        ? { type: 'jpeg', size: jpegSize(bytes) }
        : undefined;
    if (raster) {
      if (withinSize(raster.size)) return `data:image/${raster.type};base64,${bytes.toString('base64')}`;
      log.info('card picture skipped', { url: got.url.href, reason: 'size', size: raster.size });
      return null;
    }
    if (isSvg(bytes)) {
      if (!isSelfContainedSvg(bytes.toString('utf8'))) {
        log.info('card picture skipped', { url: got.url.href, reason: 'svg-external-reference' });
        return null;
      }
      return `data:image/png;base64,${rasterize(bytes, SVG_RASTER_WIDTH).toString('base64')}`;
    }
    return null;
  } catch (error) {
    log.info('card picture skipped', { url: address.href, error: String(error) });
    return null;
  }
};

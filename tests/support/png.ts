/**
 * A PNG read far enough to know it decodes (share cards, issue 34): the signature, the IHDR's size, every
 * chunk's CRC, an IEND, and IDAT data that zlib inflates to exactly one filter byte plus a row of pixels
 * per line. Throws, naming what is wrong; no image library needed.
 */
import { crc32, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** Bytes per pixel by colour type at 8 bits per channel: grey, RGB, palette, grey+alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export interface DecodedPng {
  width: number;
  height: number;
  /** Bytes per pixel (3 for RGB, 4 for RGBA). */
  bytesPerPixel: number;
  /** The inflated scanlines (a filter byte, then the row's pixels, per line). */
  pixels: Buffer;
}

export const decodePng = (bytes: Buffer): DecodedPng => {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG: wrong signature');
  let offset = 8;
  let header: { width: number; height: number; bytesPerPixel: number } | undefined;
  const data: Buffer[] = [];
  let ended = false;
  while (offset + 12 <= bytes.length && !ended) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) throw new Error(`${type}: bad CRC`);
    if (type === 'IHDR') {
      const bitDepth = body[8];
      const channels = CHANNELS[body[9] ?? -1];
      if (bitDepth !== 8 || !channels)
        throw new Error(`IHDR: unexpected depth ${bitDepth} / type ${body[9]}`);
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bytesPerPixel: channels };
    }
    if (type === 'IDAT') data.push(body);
    if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!header) throw new Error('no IHDR');
  if (!ended) throw new Error('no IEND');
  const pixels = inflateSync(Buffer.concat(data));
  const expected = header.height * (1 + header.width * header.bytesPerPixel);
  if (pixels.length !== expected) throw new Error(`IDAT inflates to ${pixels.length} bytes, not ${expected}`);
  return { ...header, pixels };
};

const paeth = (left: number, up: number, upLeft: number): number => {
  const estimate = left + up - upLeft;
  const [dl, du, dul] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  return dl <= du && dl <= dul ? left : du <= dul ? up : upLeft;
};

/** The image's rows with PNG's per-row filters undone: `bytesPerPixel` bytes per pixel, no filter bytes. */
export const unfilteredRows = ({ width, height, bytesPerPixel, pixels }: DecodedPng): Buffer[] => {
  const stride = width * bytesPerPixel;
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const filter = pixels[start];
    const row = Buffer.from(pixels.subarray(start + 1, start + 1 + stride));
    for (let i = 0; i < stride; i++) {
      const left = i >= bytesPerPixel ? (row[i - bytesPerPixel] as number) : 0;
      const up = previous[i] as number;
      const upLeft = i >= bytesPerPixel ? (previous[i - bytesPerPixel] as number) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0];
      if (predictor === undefined) throw new Error(`row ${y}: unknown filter ${filter}`);
      row[i] = ((row[i] as number) + predictor) & 255;
    }
    rows.push(row);
    previous = row;
  }
  return rows;
};

/** How many distinct colours a rectangle of the image holds: a photo or gradient has hundreds. */
export const distinctColours = (
  png: DecodedPng,
  box: { x: number; y: number; width: number; height: number },
): number => {
  const rows = unfilteredRows(png);
  const colours = new Set<string>();
  for (let y = box.y; y < box.y + box.height; y++) {
    const row = rows[y] as Buffer;
    for (let x = box.x; x < box.x + box.width; x++) {
      colours.add(row.subarray(x * png.bytesPerPixel, (x + 1) * png.bytesPerPixel).toString('hex'));
    }
  }
  return colours.size;
};

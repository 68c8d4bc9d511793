import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { type Upload, type UploadPurpose, uploadMessages } from '../../contracts/uploads';
import { env } from '../shared/config';
import { log } from '../shared/log';
import { finishUpload, getUpload } from './entities/upload';
import { mediaKey, mediaUrl, parseOriginalKey } from './media-keys';
import { s3 } from './s3';

/** One fixed size of a purpose: `cover` crops to exactly width×height, `inside` keeps the proportions. */
interface Size {
  name: string;
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/**
 * The sizes each purpose is served at, largest (the upload's main URL) first: square avatars, a wide
 * header, covers at the share-card ratio (1.91:1), UGC within a 2048 px long edge. WebP, which every
 * browser the SPA supports decodes; the main size also as JPEG beside it (jpegFallbackOf), for the share
 * cards' renderer, which reads only PNG and JPEG.
 */
export const uploadSizes: Record<UploadPurpose, readonly Size[]> = {
  avatar: [
    { name: '512', width: 512, height: 512, fit: 'cover' },
    { name: '256', width: 256, height: 256, fit: 'cover' },
  ],
  'storefront-header': [
    { name: '1600x500', width: 1600, height: 500, fit: 'cover' },
    { name: '800x250', width: 800, height: 250, fit: 'cover' },
  ],
  'collection-cover': [
    { name: '1200x630', width: 1200, height: 630, fit: 'cover' },
    { name: '600x315', width: 600, height: 315, fit: 'cover' },
  ],
  ugc: [
    { name: '2048', width: 2048, height: 2048, fit: 'inside' },
    { name: '1024', width: 1024, height: 1024, fit: 'inside' },
  ],
};

/** A decompression bomb is refused before it is decoded: 50 megapixels is far beyond any phone photo's 10 MB. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * What the bytes are, from their first bytes (the declared content type is the browser's guess, and a
 * renamed file keeps its old bytes): JPEG, PNG, GIF or WebP, else undefined.
 */
export const sniffImage = (bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | undefined => {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
};

interface Rendered {
  size: Size;
  data: Buffer;
  width: number;
  height: number;
  /** The main size only: the same picture as JPEG. */
  jpeg?: Buffer;
}

/**
 * Every size of the purpose as WebP. Rotated by the EXIF orientation first (phones store the photo
 * sideways with a flag), then written without any metadata: sharp keeps none (EXIF, GPS, XMP, ICC
 * comments) unless asked to, and is never asked to here. The first frame of an animated GIF.
 */
export const renderSizes = async (bytes: Uint8Array, purpose: UploadPurpose): Promise<Rendered[]> => {
  const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  return Promise.all(
    uploadSizes[purpose].map(async (size, index) => {
      const resized = source.clone().resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        withoutEnlargement: size.fit === 'inside',
      });
      const [{ data, info }, jpeg] = await Promise.all([
        resized.clone().webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
        index === 0 ? resized.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer() : undefined,
      ]);
      return { size, data, width: info.width, height: info.height, ...(jpeg ? { jpeg } : {}) };
    }),
  );
};

const readOriginal = async (
  client: S3Client,
  bucket: string,
  key: string,
): Promise<Uint8Array | undefined> => {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return answer.Body ? await answer.Body.transformToByteArray() : undefined;
  } catch (error) {
    // Already processed and deleted (a redelivered notification): nothing to do.
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
};

const deleteObjects = (client: S3Client, bucket: string, keys: readonly string[]) =>
  Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));

export type ProcessOutcome = 'ready' | 'refused' | 'ignored';

/**
 * Processes one original that arrived in the uploads bucket (S3's ObjectCreated notification): checks
 * the bytes are an image, writes its sizes under the public media prefix and marks the upload ready; a
 * non-image or undecodable file marks it refused with the reason. The original is deleted either way.
 * Nothing half-written stays: sizes written for an upload that could not be marked ready are deleted,
 * and an original this misses is expired by the bucket's lifecycle rule.
 */
export const processUpload = async (
  bucket: string,
  key: string,
  now = new Date(),
): Promise<ProcessOutcome> => {
  const client = await s3();
  const names = parseOriginalKey(key);
  const upload = names ? await getUpload(names.creatorId, names.uploadId, true) : undefined;
  if (!names || !upload || upload.status !== 'pending') {
    // Not an upload we started, or one decided already: the file has no further use.
    await deleteObjects(client, bucket, [key]);
    return 'ignored';
  }
  const bytes = await readOriginal(client, bucket, key);
  if (!bytes) return 'ignored';
  const refuse = async (reason: string) => {
    await finishUpload(names.creatorId, names.uploadId, {
      status: 'refused',
      reason,
      processed_at: now.toISOString(),
    });
    await deleteObjects(client, bucket, [key]);
    log.info('upload refused', { uploadId: names.uploadId, reason });
    return 'refused' as const;
  };
  if (!sniffImage(bytes)) return refuse(uploadMessages.notAnImage);
  let rendered: Rendered[];
  try {
    rendered = await renderSizes(bytes, upload.purpose);
  } catch (error) {
    log.info('upload could not be decoded', { uploadId: names.uploadId, error: String(error) });
    return refuse(uploadMessages.unreadable);
  }

  const written: string[] = [];
  try {
    const variants: Upload['variants'] = [];
    const put = async (key: string, body: Buffer, contentType: string) => {
      written.push(key);
      await client.send(
        new PutObjectCommand({
          Bucket: env.mediaBucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // A size never changes under its key (a new image is a new upload id).
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    };
    for (const { size, data, width, height, jpeg } of rendered) {
      const target = mediaKey(names.creatorId, names.uploadId, size.name);
      await put(target, data, 'image/webp');
      if (jpeg) await put(mediaKey(names.creatorId, names.uploadId, size.name, 'jpg'), jpeg, 'image/jpeg');
      variants.push({ name: size.name, url: mediaUrl(target), width, height });
    }
    const marked = await finishUpload(names.creatorId, names.uploadId, {
      status: 'ready',
      url: variants[0]?.url ?? '',
      variants,
      processed_at: now.toISOString(),
    });
    // Decided meanwhile by a redelivered notification's run: it wrote these same keys, so they stay.
    if (!marked) {
      await deleteObjects(client, bucket, [key]);
      return 'ignored';
    }
  } catch (error) {
    await deleteObjects(client, env.mediaBucket, written).catch(() => undefined);
    throw error;
  }
  await deleteObjects(client, bucket, [key]);
  return 'ready';
};

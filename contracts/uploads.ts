/**
 * Images people upload (issue 34, part 3): avatar, storefront header, collection covers and UGC. The
 * browser asks for a presigned POST (S3's browser upload, whose policy fixes the key, the content type
 * and the size), sends the file straight to S3, and the upload is processed by a function of its own
 * (checked to be an image, resized, metadata stripped); the client then attaches the ready upload by its
 * id. The rules and their messages are here once: the server's validation, the S3 policy and the upload
 * component's pre-check all read them.
 */
import * as z from 'zod/mini';
import { defineContract } from './http';

export const uploadPurposes = ['avatar', 'storefront-header', 'collection-cover', 'ugc'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** The image types S3's policy accepts (the processor also checks the bytes, whatever the type says). */
export const uploadContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

/** 10 MB, as S3 counts it in `content-length-range`. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const uploadMessages = {
  wrongType: 'Choose a JPEG, PNG, WebP or GIF image',
  tooLarge: 'Images must be at most 10 MB',
  empty: 'This file is empty',
  notAnImage: 'This file is not a JPEG, PNG, WebP or GIF image',
  unreadable: 'This image could not be read; try another file',
  notFound: 'Upload not found; upload the image again',
  pending: 'The image is still being processed; try again in a moment',
  wrongPurpose: 'This image was uploaded for something else; upload it again here',
} as const;

/**
 * A processed image's URL as stored and sent back: a path on the site's origin, /media/{creator}/{upload}/
 * {size}.webp. Forms that used to take a pasted https URL also take this back (the value they were given);
 * the server accepts only the caller's own (mediaPathOwner).
 */
export const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+\/[A-Za-z0-9]+\.webp$/;

export const isMediaPath = (value: string): boolean => MEDIA_PATH.test(value);

/** The creator whose media folder a media path is in, else undefined. */
export const mediaPathOwner = (value: string): string | undefined => MEDIA_PATH.exec(value)?.[1];

/**
 * The JPEG beside an upload's main size (`…/512.webp` → `…/512.jpg`), for what cannot read WebP: the share
 * cards' renderer takes PNG or JPEG. Any other URL is answered as it is.
 */
export const jpegFallbackOf = (url: string): string =>
  isMediaPath(url) ? url.replace(/\.webp$/, '.jpg') : url;

/** `accept` of the file input: the same types. */
export const uploadAccept = uploadContentTypes.join(',');

export const uploadStatuses = ['pending', 'ready', 'refused'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One processed size of an upload, served from the public media path (CloudFront). */
export const uploadVariant = z.object({
  name: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

export const upload = z.object({
  id: z.string(),
  purpose: z.enum(uploadPurposes),
  status: z.enum(uploadStatuses),
  /** The main size's URL once ready (a path under /media/ on the site's origin), else null. */
  url: z.nullable(z.string()),
  variants: z.array(uploadVariant),
  /** Why a refused upload was refused (one of uploadMessages), else null. */
  reason: z.nullable(z.string()),
  created_at: z.string(),
});

export type Upload = z.infer<typeof upload>;

/** An upload's id as a request names it (to attach it); its meaning is checked by the server. */
export const uploadIdSchema = z
  .string({ error: 'Upload id must be text' })
  .check(z.trim(), z.minLength(1, uploadMessages.notFound), z.maxLength(64, uploadMessages.notFound));

export const createUploadSchema = z.strictObject(
  {
    purpose: z.enum(uploadPurposes, { error: `Purpose must be one of ${uploadPurposes.join(', ')}` }),
    content_type: z.string({ error: uploadMessages.wrongType }).check(
      z.refine((value) => (uploadContentTypes as readonly string[]).includes(value.toLowerCase()), {
        message: uploadMessages.wrongType,
      }),
    ),
    size: z
      .number({ error: 'Size must be the number of bytes' })
      .check(
        z.int('Size must be the number of bytes'),
        z.gte(1, uploadMessages.empty),
        z.lte(MAX_UPLOAD_BYTES, uploadMessages.tooLarge),
      ),
  },
  { error: 'Send the upload as JSON' },
);

export const createUpload = defineContract({
  method: 'POST',
  path: '/api/creator/uploads',
  auth: 'creator',
  managers: true,
  summary:
    'Starts an image upload: a presigned S3 POST (its policy holds the key, the content type and at most 10 MB)',
  body: createUploadSchema,
  responses: {
    201: z.object({
      upload,
      /** Send the file as the last field of a multipart/form-data POST to `url` with these fields. */
      post: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
    }),
  },
});

export const getUpload = defineContract({
  method: 'GET',
  path: '/api/creator/uploads/{uploadId}',
  auth: 'creator',
  managers: true,
  summary: "One of the caller's uploads: pending, ready (with its sizes) or refused (with the reason)",
  params: z.object({ uploadId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: { 200: z.object({ upload }) },
});

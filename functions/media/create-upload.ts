import type * as z from 'zod/mini';
import {
  type createUploadSchema,
  MAX_UPLOAD_BYTES,
  type Upload,
  type UploadContentType,
} from '../../contracts/uploads';
import { env } from '../shared/config';
import { createId } from '../shared/data/ids';
import { asUpload, PENDING_UPLOAD_SECONDS, uploadEntity } from './entities/upload';
import { originalKey } from './media-keys';
import { s3 } from './s3';

/** How long the browser has to start the POST once it has the form. */
const POST_EXPIRES_SECONDS = 10 * 60;

export interface StartedUpload {
  upload: Upload;
  post: { url: string; fields: Record<string, string> };
}

/**
 * Starts an upload: records it pending under the creator, and signs a browser POST whose policy fixes
 * the object's key (originals/{creator}/{upload}), its exact content type and 1 byte to 10 MB, so S3
 * itself refuses another key, another type or a larger file than was asked for here. The size asked is
 * checked by the schema too (an early, clear 400); the bytes are checked by the processor.
 */
export const createUpload = async (
  creatorId: string,
  input: z.output<typeof createUploadSchema>,
  now = new Date(),
): Promise<StartedUpload> => {
  const id = createId('UP', now.getTime());
  // On first use (see s3.ts): the GET of an upload never loads the SDK.
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const contentType = input.content_type.toLowerCase() as UploadContentType;
  const post = await createPresignedPost(await s3(), {
    Bucket: env.uploadsBucket,
    Key: originalKey(creatorId, id),
    Conditions: [
      ['eq', '$Content-Type', contentType],
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: POST_EXPIRES_SECONDS,
  });
  const item = {
    creator_id: creatorId,
    id,
    purpose: input.purpose,
    content_type: contentType,
    status: 'pending' as const,
    created_at: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + PENDING_UPLOAD_SECONDS,
  };
  await uploadEntity.create(item).go();
  return { upload: asUpload(item), post: { url: post.url, fields: post.fields } };
};

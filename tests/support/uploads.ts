/**
 * Uploads (issue 34) as a browser makes them: start one through the API, POST the file to S3 as a real
 * multipart form with the presigned fields (the file last, as S3 requires), then poll until processed.
 * And what the stack holds afterwards: the buckets' keys (ListObjectsV2 with the SDK) and the table's
 * upload items of a creator.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import type { Upload, UploadPurpose } from '../../contracts/uploads';
import { api, documentClient, eventually, outputs } from './cloud';

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export const startUpload = (
  token: string,
  body: { purpose: UploadPurpose | string; content_type: string; size: number },
) =>
  api('/creator/uploads', {
    method: 'POST',
    token,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

/** The browser's POST: every presigned field, then the file. Answers S3's status and body (XML on errors). */
export const postToS3 = async (
  post: PresignedPost,
  bytes: Uint8Array,
  fileType: string,
  overrides: Record<string, string> = {},
): Promise<{ status: number; body: string }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...post.fields, ...overrides })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: fileType }), 'picture');
  const response = await fetch(post.url, { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
};

export const uploadOf = async (token: string, id: string): Promise<Upload> => {
  const response = await api(`/creator/uploads/${id}`, { token });
  if (response.status !== 200) throw new Error(`GET upload ${id}: ${response.status}`);
  return response.body.upload;
};

/** The upload once processed (ready or refused). */
export const processed = (token: string, id: string): Promise<Upload> =>
  eventually(async () => {
    const upload = await uploadOf(token, id);
    return upload.status === 'pending' ? undefined : upload;
  });

/** Starts, POSTs and waits: the whole upload of an image, as the upload component does it. */
export const uploadImage = async (
  token: string,
  purpose: UploadPurpose,
  bytes: Uint8Array,
  contentType = 'image/jpeg',
): Promise<Upload> => {
  const started = await startUpload(token, { purpose, content_type: contentType, size: bytes.length });
  if (started.status !== 201)
    throw new Error(`start upload: ${started.status} ${JSON.stringify(started.body)}`);
  const sent = await postToS3(started.body.post, bytes, contentType);
  if (sent.status !== 204) throw new Error(`S3 POST: ${sent.status} ${sent.body}`);
  return processed(token, started.body.upload.id);
};

export const s3Client = () =>
  new S3Client({
    region: outputs().Region,
    ...(outputs().S3Endpoint
      ? {
          endpoint: outputs().S3Endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });

/** The keys under `prefix` in one of the stack's buckets. */
export const bucketKeys = async (bucket: 'uploads' | 'media', prefix: string): Promise<string[]> => {
  const name = bucket === 'uploads' ? outputs().UploadsBucketName : outputs().MediaBucketName;
  const answer = await s3Client().send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix }));
  return (answer.Contents ?? []).map((object) => object.Key ?? '');
};

/** The creator's upload items in the table (CREATOR#{id} / UPLOAD#...). */
export const uploadItems = async (creatorId: string) => {
  const answer = await documentClient().send(
    new QueryCommand({
      TableName: outputs().TableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `CREATOR#${creatorId}`, ':sk': 'UPLOAD#' },
      ConsistentRead: true,
    }),
  );
  return answer.Items ?? [];
};

/** A photo as a phone writes one: JPEG, EXIF with GPS coordinates and a camera, rotated by its orientation tag. */
export const phonePhoto = (width = 800, height = 600, orientation?: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Ada' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();

export const pngImage = (width = 400, height = 300): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

/** A processed image as the site serves it (through /media/ on the site's origin). */
export const fetchMedia = async (url: string) => {
  const response = await fetch(new URL(url, outputs().WebUrl));
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type'), bytes };
};

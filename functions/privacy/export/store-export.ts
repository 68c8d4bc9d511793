/**
 * The export's ZIP in its private bucket (DATA_EXPORTS_BUCKET, exports/{userId}/{exportId}.zip) and its
 * download link: a presigned GET valid 7 days (S3's longest for a SigV4 presign). The SDK's S3 client and
 * presigner are imported on first use (the Lambda runtime ships both; the bundle does not carry them).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { env } from '../../shared/config';

/** How long the e-mailed link works. */
export const LINK_SECONDS = 7 * 24 * 3600;

let client: Promise<S3Client> | undefined;

const s3 = (): Promise<S3Client> => {
  client ??= import('@aws-sdk/client-s3').then(
    ({ S3Client }) =>
      new S3Client({
        region: env.region,
        ...(env.s3Endpoint ? { endpoint: env.s3Endpoint, forcePathStyle: true } : {}),
      }),
  );
  return client;
};

export const exportObjectKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

/** Stores the ZIP and answers its link, signed at `now`. */
export const storeExport = async (key: string, body: Buffer, now: Date): Promise<string> => {
  const [{ PutObjectCommand, GetObjectCommand }, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const bucket = env.dataExportsBucket;
  const client = await s3();
  await client.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/zip' }),
  );
  return getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: 'attachment; filename="your-data.zip"',
    }),
    { expiresIn: LINK_SECONDS, signingDate: now },
  );
};

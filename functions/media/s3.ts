/**
 * The S3 client of the uploads: the SDK's (the Lambda runtime ships it, so it is not in the bundles), on
 * the local S3 when S3_ENDPOINT is set (path-style there, as a local endpoint has no bucket subdomains).
 * Imported on first use, not at the module's import: the SDK's S3 client costs ~150 ms of a cold start,
 * and the uploads feature's GET (polled while an image is processed) never needs it.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { env } from '../shared/config';

let client: Promise<S3Client> | undefined;

export const s3 = (): Promise<S3Client> => {
  client ??= import('@aws-sdk/client-s3').then(
    ({ S3Client }) =>
      new S3Client({
        region: env.region,
        ...(env.s3Endpoint ? { endpoint: env.s3Endpoint, forcePathStyle: true } : {}),
      }),
  );
  return client;
};

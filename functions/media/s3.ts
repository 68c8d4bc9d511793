/**
 * The S3 client of the uploads: the SDK's (the Lambda runtime ships it, so it is not in the bundles), on
 * the local S3 when S3_ENDPOINT is set (path-style there, as a local endpoint has no bucket subdomains).
 * Built on first use: only the uploads' functions import it.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../shared/config';

let client: S3Client | undefined;

export const s3 = (): S3Client => {
  client ??= new S3Client({
    region: env.region,
    ...(env.s3Endpoint ? { endpoint: env.s3Endpoint, forcePathStyle: true } : {}),
  });
  return client;
};

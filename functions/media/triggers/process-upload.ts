import type { S3Event } from 'aws-lambda';
import { processUpload } from '../process-upload';

/**
 * S3's ObjectCreated notification of the uploads bucket's originals/ prefix (the local S3 calls it the
 * same way). Keys arrive URL-encoded with '+' for spaces, as S3 writes them into the event. Records are
 * processed one after another: an invocation carries one in practice, and sharp uses every core for one.
 * A thrown error makes Lambda retry the asynchronous invocation; the lifecycle rule expires the original.
 */
export const handler = async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    await processUpload(record.s3.bucket.name, key);
  }
};

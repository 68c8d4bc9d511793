/**
 * Issue 35: the private bucket of people's data exports (Your data → Download my data). The builder
 * (functions/privacy/consumers/build-data-export.consumer.ts) writes each ZIP under exports/ and e-mails
 * a presigned GET that expires after 7 days; the objects themselves are deleted a day after that. No
 * public access, no CORS: the link is the only way in, and it signs for one object.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { DATA_EXPORT_OBJECTS, dataExportsBucketNameOf } from './app-function';

/** How long an export's object is kept: its link's 7 days and one more. */
export const DATA_EXPORT_RETENTION = Duration.days(8);

export class DataExports extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: { logBucket: IBucket }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: dataExportsBucketNameOf(this),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3-data-exports/',
      lifecycleRules: [
        {
          id: 'ExpireExports',
          prefix: DATA_EXPORT_OBJECTS.replace('*', ''),
          expiration: DATA_EXPORT_RETENTION,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      // Exports are transient; keeping the bucket on delete keeps its name from being reused by another.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

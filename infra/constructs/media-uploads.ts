/**
 * Images people upload (issue 34): two private buckets and the function between them.
 *
 *   browser ── presigned POST (policy: key, content type, ≤ 10 MB) ──▶ uploads bucket, originals/
 *     └─ ObjectCreated (originals/) ──▶ the processing function (sharp, x86_64, carries its libvips)
 *          ├─ sizes as WebP ──▶ media bucket, media/  ◀── CloudFront /media/* (origin access control)
 *          └─ the upload item marked ready or refused; the original deleted
 *
 * Two buckets, not one: the uploads bucket's CORS rule names the site's origin, which is the
 * distribution, while the distribution reads the media bucket as an origin; one bucket would close a
 * cycle. Both block public access and refuse plain HTTP; originals expire after a day whatever happens
 * to the function (the safety net for "nothing half-written is left behind").
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  type BehaviorOptions,
  CachePolicy,
  type IResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  EventType,
  HttpMethods,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { type FunctionAccess, pkPrefix } from '../../events/function-access';
import { keys } from '../../functions/shared/data/keys';
import { AppFunction, ORIGINALS_OBJECTS, uploadsBucketNameOf } from './app-function';
import { acknowledgeNag } from './nag';

/** The uploads bucket's origin as the browser POSTs to it (the SDK's regional virtual-hosted URL): the SPA's CSP allows it. */
export const uploadsBucketOriginOf = (scope: Construct): string =>
  `https://${uploadsBucketNameOf(scope)}.s3.${Stack.of(scope).region}.amazonaws.com`;

export const PROCESS_UPLOAD_ENTRY = 'functions/media/triggers/process-upload.ts';
export const MEDIA_PATH_PATTERN = '/media/*';

/** Reads the upload item (GetItem) and marks it ready or refused from pending (conditional UpdateItem). */
export const processUploadAccess: FunctionAccess = {
  table: {
    items: [{ actions: ['GetItem', 'UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.creator(''))] }],
  },
  media: 'process',
};

/**
 * x86_64: sharp's prebuilt libvips comes as a package per platform, installed for the machine that runs
 * `npm install` (linux x64 here and in CI), and the function carries that one.
 */
export const PROCESS_UPLOAD_ARCHITECTURE = Architecture.X86_64;

/** sharp, what it loads at run time, and its binary with libvips for the function's architecture. */
export const sharpPackages = (architecture: Architecture): string[] => {
  const cpu = architecture === Architecture.ARM_64 ? 'arm64' : 'x64';
  return [
    'sharp',
    '@img/colour',
    'detect-libc',
    'semver',
    `@img/sharp-linux-${cpu}`,
    `@img/sharp-libvips-linux-${cpu}`,
  ];
};

export interface MediaUploadsProps {
  readonly table: ITable;
  /** Where the buckets' server access logs go (the site's log bucket). */
  readonly logBucket: IBucket;
  /** Origins the browser POSTs from: the site (the distribution's URL, and appUrl when set). */
  readonly siteOrigins: readonly string[];
}

export class MediaUploads extends Construct {
  readonly uploadsBucket: Bucket;
  readonly mediaBucket: Bucket;
  readonly processor: AppFunction;

  constructor(scope: Construct, id: string, props: MediaUploadsProps) {
    super(scope, id);

    this.uploadsBucket = new Bucket(this, 'Uploads', {
      bucketName: uploadsBucketNameOf(this),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3-uploads/',
      // The function deletes each original once processed; what it misses (a crash, a file whose upload
      // item is gone) is deleted a day later.
      lifecycleRules: [
        {
          id: 'ExpireOriginals',
          prefix: ORIGINALS_OBJECTS.replace('*', ''),
          expiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      // The browser POSTs straight to the bucket from the site's pages; nothing else is allowed.
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: [...props.siteOrigins],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      // Originals are transient; keeping the bucket on delete keeps its name from being reused by another.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.mediaBucket = new Bucket(this, 'Media', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3-media/',
      // People's images: kept when the stack is deleted.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.processor = new AppFunction(this, 'ProcessUpload', {
      entry: PROCESS_UPLOAD_ENTRY,
      description: 'Uploaded images: checked, resized with sharp, metadata stripped (issue 34)',
      architecture: PROCESS_UPLOAD_ARCHITECTURE,
      nodePackages: sharpPackages(PROCESS_UPLOAD_ARCHITECTURE),
      // Beyond the usual 512 MB: a 10 MB JPEG decodes to ~50 MP of pixels in memory, and more memory is
      // more CPU for the resizing.
      memorySize: 1536,
      timeout: Duration.seconds(60),
    }).bindAccess(processUploadAccess, { table: props.table, mediaBucket: this.mediaBucket });

    // Sizes are written once processed: the notification fires for originals only, never for media.
    this.uploadsBucket.addEventNotification(
      EventType.OBJECT_CREATED,
      new LambdaDestination(this.processor.fn),
      { prefix: ORIGINALS_OBJECTS.replace('*', '') },
    );
    // CDK configures the notification through a custom resource of its own (a stack-level singleton).
    const handler = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('BucketNotificationsHandler'),
    );
    if (handler) {
      acknowledgeNag(
        handler,
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        "CDK's bucket-notifications handler (it sets the uploads bucket's notification at deploy time) comes with this role.",
      );
      acknowledgeNag(
        handler,
        'IAM5[Resource::*]',
        "CDK's bucket-notifications handler: s3:PutBucketNotification as CDK grants it.",
      );
    }
  }

  /** CloudFront's /media/* behaviour: the media bucket through origin access control, cached (immutable keys). */
  behavior(responseHeadersPolicy: IResponseHeadersPolicy): BehaviorOptions {
    return {
      origin: S3BucketOrigin.withOriginAccessControl(this.mediaBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
    };
  }
}

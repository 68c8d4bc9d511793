/**
 * Drops pages from the site's CloudFront cache (CreateInvalidation). Deployed, the distribution's id
 * comes from PUBLIC_PAGES_DISTRIBUTION_ID (infra: bindPublicPagesInvalidation); on the local cloud
 * CLOUDFRONT_ENDPOINT points the same client at the local CDN's stand-in (infra/local/public-pages.ts).
 */
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { env } from '../../shared/config';

let client: CloudFrontClient | undefined;
const cloudFront = (): CloudFrontClient => {
  client ??= new CloudFrontClient({
    // CloudFront's API is global (served from us-east-1).
    region: 'us-east-1',
    ...(env.cloudFrontEndpoint ? { endpoint: env.cloudFrontEndpoint } : {}),
  });
  return client;
};

export interface Invalidation {
  id: string;
  status: string;
}

/**
 * One invalidation of `paths`. `callerReference` makes it idempotent: CloudFront answers a repeated
 * reference (with the same paths) with the invalidation it already made, and purges nothing again.
 */
export const invalidatePaths = async (
  paths: readonly string[],
  callerReference: string,
): Promise<Invalidation> => {
  const { Invalidation: made } = await cloudFront().send(
    new CreateInvalidationCommand({
      DistributionId: env.publicPagesDistributionId,
      InvalidationBatch: {
        CallerReference: callerReference,
        Paths: { Quantity: paths.length, Items: [...paths] },
      },
    }),
  );
  return { id: made?.Id ?? '', status: made?.Status ?? '' };
};

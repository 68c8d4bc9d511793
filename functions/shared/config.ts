/**
 * Configuration read from the environment when used. A missing required value fails loudly on first
 * use.
 *
 * The *_ENDPOINT variables exist only on the local cloud (DynamoDB Local, cognito-local, the local
 * event bus); in AWS they are unset and the SDK uses the regional endpoints.
 */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
};

const optional = (name: string): string | undefined => process.env[name] || undefined;

export const env = {
  /**
   * Issue 36: operators use two-factor sign-in for the console's routes and "view as". Only the local
   * demo (`npm start`, infra/local/start.ts) sets OPERATOR_SECOND_FACTOR=off, so its seeded operator signs
   * in with the demo password alone; AWS and the test clouds never set it.
   */
  get operatorSecondFactor(): boolean {
    return process.env.OPERATOR_SECOND_FACTOR !== 'off';
  },
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get eventBusName(): string {
    return required('EVENT_BUS_NAME');
  },
  // Getters, read when used: the local cloud sets its endpoints after the modules that read them load.
  get region(): string {
    return process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  },
  get dynamoDbEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
  },
  get eventBridgeEndpoint(): string | undefined {
    return optional('EVENTBRIDGE_ENDPOINT');
  },
  get cognitoEndpoint(): string | undefined {
    return optional('COGNITO_ENDPOINT');
  },
  /** The local mailbox (a local SES); unset in AWS. */
  get sesEndpoint(): string | undefined {
    return optional('SES_ENDPOINT');
  },
  /** The local CDN's CloudFront API (infra/local/public-pages.ts); unset in AWS. */
  get cloudFrontEndpoint(): string | undefined {
    return optional('CLOUDFRONT_ENDPOINT');
  },
  /** The site's CloudFront distribution, whose cached public pages are invalidated on change. */
  get publicPagesDistributionId(): string {
    return required('PUBLIC_PAGES_DISTRIBUTION_ID');
  },
  /** The sender of the product's e-mail: the verified SES identity deployed, a local address locally. */
  get mailFrom(): string {
    return required('MAIL_FROM');
  },
  /** Our public base URL without a trailing slash (links in e-mail); SHOPIFY_APP_URL is the same URL. */
  get appUrl(): string {
    return (process.env.APP_URL || required('SHOPIFY_APP_URL')).replace(/\/+$/, '');
  },
  /** The HMAC key of e-mail unsubscribe links (deployed: read from its secret at cold start). */
  get mailSigningKey(): string {
    return required('MAIL_SIGNING_KEY');
  },
  /** The postal address every e-mail carries in its footer (CAN-SPAM); deployed from the stack's context. */
  get mailPostalAddress(): string {
    return required('MAIL_POSTAL_ADDRESS');
  },
  /** The SES configuration set that reports bounces and complaints (deployed only). */
  get mailConfigurationSet(): string | undefined {
    return optional('MAIL_CONFIGURATION_SET');
  },
  /** Issue 34: the bucket people's originals are POSTed to (uploads' presigned POSTs, the processor). */
  get uploadsBucket(): string {
    return required('UPLOADS_BUCKET');
  },
  /** Issue 34: the bucket of processed images, served under /media/ through CloudFront. */
  get mediaBucket(): string {
    return required('MEDIA_BUCKET');
  },
  /** The local S3 (infra/local/local-s3.ts); unset in AWS. */
  get s3Endpoint(): string | undefined {
    return optional('S3_ENDPOINT');
  },
  /**
   * Local cloud only: origins on loopback that outside pictures may be fetched from (the demo store's
   * product pictures, the local site itself), as a comma-separated list. Never set in AWS, where every
   * picture's address must be public (functions/shared/net/public-get.ts).
   */
  get localPictureOrigins(): string[] {
    return (optional('LOCAL_PICTURE_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  },
  /** Issue 35: the private bucket of people's data exports (Your data). */
  get dataExportsBucket(): string {
    return required('DATA_EXPORTS_BUCKET');
  },
  /** Issue 35: the product's Cognito user pool (closing an account disables its user). */
  get userPoolId(): string {
    return required('USER_POOL_ID');
  },
  /** Local cloud only: sign-ups are confirmed without the e-mail code step. Never set in AWS. */
  get autoConfirmSignUp(): boolean {
    return process.env.AUTO_CONFIRM_SIGN_UP === 'true';
  },
};

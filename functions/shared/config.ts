/**
 * Configuration read from the environment once, at cold start. A missing required value fails loudly
 * at import time rather than as a confusing error on the first request.
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
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get eventBusName(): string {
    return required('EVENT_BUS_NAME');
  },
  region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
  dynamoDbEndpoint: optional('DYNAMODB_ENDPOINT'),
  eventBridgeEndpoint: optional('EVENTBRIDGE_ENDPOINT'),
  cognitoEndpoint: optional('COGNITO_ENDPOINT'),
  /** Local cloud only: sign-ups are confirmed without the e-mail code step. Never set in AWS. */
  autoConfirmSignUp: process.env.AUTO_CONFIRM_SIGN_UP === 'true',
};

/** The stack's name: the CDK stack and the local cloud's outputs.json (shaped like cdk's outputs file) use it. */
export const STACK_NAME = 'AffiliateMarketplace';

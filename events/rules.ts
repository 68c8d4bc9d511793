/**
 * EventBridge rules: pattern -> consumer. The CDK stack creates one rule + one consumer Lambda
 * (with a dead-letter queue) per entry; the local bus matches the same patterns with
 * infra/local/pattern-matcher.ts and invokes the same consumer modules. One source of truth.
 */
import type { FunctionAccess } from '../functions/function-access';
import { catalogue } from './catalogue';

export interface RuleDefinition {
  /** Stable, PascalCase: used as the CDK construct id and in logs. */
  name: string;
  description: string;
  eventPattern: Record<string, unknown>;
  /** Consumer module, relative to the repository root; it exports `handler(event: EventBridgeEvent)`. */
  consumer: string;
  /** What the consumer may touch in AWS (least privilege; see functions/function-access.ts). */
  access: FunctionAccess;
  /** Lambda timeout; set explicitly where a consumer does long work. @default 10 */
  timeoutSeconds?: number;
}

export const rules: readonly RuleDefinition[] = [
  {
    name: 'CreateBrandForNewBrandProfile',
    description: 'A new brand user gets its brand record (spec 7.2 brands insert).',
    eventPattern: {
      source: [catalogue.ProfileCreated.source],
      'detail-type': [catalogue.ProfileCreated.detailType],
      detail: { role: ['brand'] },
    },
    consumer: 'functions/brands/create-brand-for-profile.consumer.ts',
    access: { table: 'readWrite' },
  },
  {
    name: 'ImportProductsFromStore',
    description:
      "Sync Products: imports one page of the brand's store catalogue per event, records it on the job and announces the next.",
    eventPattern: {
      source: [catalogue.ProductImportRequested.source],
      'detail-type': [catalogue.ProductImportRequested.detailType],
    },
    consumer: 'functions/brand-products/import-products.consumer.ts',
    // Opens the brand's sealed store token and calls the store's Admin API.
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
    // One page per invocation (two store calls, 25 upserts): a minute is ample; a timed-out page is
    // retried from the job's recorded cursor (import-job.ts counts its tries and its staleness).
    timeoutSeconds: 60,
  },
  {
    name: 'CreateReferralLinkOnApproval',
    description: 'An approved application gets its referral link (one per creator and product).',
    eventPattern: {
      source: [catalogue.ApplicationApproved.source],
      'detail-type': [catalogue.ApplicationApproved.detailType],
    },
    consumer: 'functions/referral-links/create-link-on-approval.consumer.ts',
    access: { table: 'readWrite' },
  },
  {
    name: 'CreateStoreDiscountOnApproval',
    description: "An approved discount code is created in the brand's Shopify store.",
    eventPattern: {
      source: [catalogue.DiscountCodeApproved.source],
      'detail-type': [catalogue.DiscountCodeApproved.detailType],
    },
    consumer: 'functions/discount-codes/create-store-discount.consumer.ts',
    // Opens the brand's sealed store token and creates the discount through the Admin API.
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
  },
];

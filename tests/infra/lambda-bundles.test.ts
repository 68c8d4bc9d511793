/**
 * What keeps the Lambdas' cold starts short (issue 33; `npm run bench` measures every function,
 * docs/architecture.md section 9), checked on two bundles built as the stack builds them:
 *
 * - no Node builtin is imported as an ES module: Node would build its ES facade, whose lazy exports load
 *   more of Node (node:http's load undici, ~20 ms); the bundles take builtins from
 *   `process.getBuiltinModule` (infra/bundling/node-builtins);
 * - ElectroDB's model validator (jsonschema) stays out (infra/bundling/jsonschema-model-check.cjs);
 * - the Stripe webhook function, which calls no Stripe API, carries no Stripe SDK;
 * - no function loads the AWS SDK's DynamoDB, Secrets Manager or KMS clients: their calls go through
 *   functions/shared/aws (the lean JSON calls), and ElectroDB's own require of the SDK's document client
 *   is handed the lean client's commands (infra/constructs/app-function.ts).
 */
import { describe, expect, it } from 'vitest';
import { features } from '../../functions/routes';
import { functionBundle } from '../support/lambda-bundle';

/** `import … from "node:http"`, `import "fs"`, … as esbuild writes them (minified). */
const BUILTIN_IMPORT =
  /(?:\bfrom|\bimport)\s*["'](node:[\w/]+|(?:async_hooks|buffer|crypto|events|fs|http|https|net|os|path|stream|timers|url|util|zlib)(?:\/\w+)?)["']/g;

const packagesOf = (inputs: string[]) =>
  new Set(inputs.flatMap((input) => input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? []));

describe('the Lambda bundles', () => {
  it('import no Node builtin as an ES module, and carry no ElectroDB model validator or Stripe SDK where unused', async () => {
    const [health, stripeWebhooks] = await Promise.all([
      functionBundle(features.health),
      functionBundle(features['stripe-webhooks']),
    ]);
    for (const bundle of [health, stripeWebhooks])
      expect([...bundle.code.matchAll(BUILTIN_IMPORT)].map((match) => match[1])).toEqual([]);

    const packages = packagesOf(stripeWebhooks.inputs);
    expect(packages.has('electrodb'), 'the webhook function stores its receipt with ElectroDB').toBe(true);
    expect(packages.has('jsonschema')).toBe(false);
    expect(packages.has('stripe')).toBe(false);
  });

  it('load no AWS SDK client the lean calls replace (DynamoDB, Secrets Manager, KMS)', async () => {
    // The webhook endpoint reads its secret and stores with ElectroDB; the onboarding seals a token (KMS).
    const bundles = await Promise.all(
      [features['stripe-webhooks'], features['shopify-oauth'], features.redirect].map(functionBundle),
    );
    for (const { code } of bundles) {
      expect(code).toContain('DynamoDB_20120810.');
      expect(
        code.match(
          /@aws-sdk\/(?:client-dynamodb|lib-dynamodb|util-dynamodb|client-secrets-manager|client-kms)/g,
        ),
      ).toBeNull();
    }
    expect(bundles[0]?.code).toContain('secretsmanager.GetSecretValue');
    expect(bundles[1]?.code).toContain('TrentService.');
  });
});

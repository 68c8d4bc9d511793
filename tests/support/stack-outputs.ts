/**
 * Reads the outputs file that describes a stack for `npm run test:stack`: `cdk deploy --outputs-file`'s
 * `{ "<StackName>": { "ApiUrl": … } }`, or a flat `{ "ApiUrl": … }`; the local cloud's
 * `.local/outputs.json` holds both (the stack's object and the same keys at the top level).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalOutputs } from '../../infra/local/local-cloud';

type Outputs = Record<string, string>;

const isOutputs = (value: unknown): value is Outputs =>
  typeof value === 'object' && value !== null && typeof (value as Outputs).ApiUrl === 'string';

/** The one stack's outputs in a parsed outputs file (flat or nested by stack name). */
export const stackOutputsOf = (parsed: unknown): Outputs => {
  const stacks = Object.values((parsed ?? {}) as Record<string, unknown>).filter(isOutputs);
  if (stacks.length === 1 && stacks[0]) return stacks[0];
  if (stacks.length === 0 && isOutputs(parsed)) return parsed;
  throw new Error(
    stacks.length === 0
      ? 'The outputs file names no ApiUrl: pass the file `cdk deploy --outputs-file` or `npm start` wrote.'
      : `The outputs file holds ${stacks.length} stacks with an ApiUrl: pass a file of one stack.`,
  );
};

/**
 * What the tests are given for a stack they did not start. A deployed stack names its site
 * `DistributionUrl`; the tests call it `WebUrl`. `LocalControlUrl` is dropped: `test:stack` drives every
 * stack, a second `npm start` included, through its public surface only, so local-only tests are skipped.
 */
export const outputsForStack = (file: string): LocalOutputs => {
  const outputs = { ...stackOutputsOf(JSON.parse(readFileSync(file, 'utf8'))) };
  outputs.WebUrl ??= outputs.DistributionUrl ?? new URL(outputs.ApiUrl as string).origin;
  delete outputs.LocalControlUrl;
  return outputs as unknown as LocalOutputs;
};

/** The test-mode secrets a stack's tests sign requests with (as Shopify, as Stripe), by variable name. */
const SECRET_VARIABLES = {
  shopifyApiKey: 'SHOPIFY_API_KEY',
  shopifyApiSecret: 'SHOPIFY_API_SECRET',
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
  mailSigningKey: 'MAIL_SIGNING_KEY',
  // The local cloud's stand-in for KMS: tests that read a sealed store token decrypt it with it.
  localSecretKey: 'LOCAL_SECRET_KEY',
} as const;

/**
 * The secrets from the environment, else from `secrets.json` beside the outputs file (where `npm start`
 * keeps its generated test-mode secrets). A deployed stack's are exported by the developer
 * (README, "Test a deployed stack"); a test that needs one that is missing is skipped.
 */
export const secretsForStack = (file: string, env = process.env): Record<string, string> => {
  const kept = path.join(path.dirname(file), 'secrets.json');
  const local = existsSync(kept) ? (JSON.parse(readFileSync(kept, 'utf8')) as Record<string, string>) : {};
  const secrets: Record<string, string> = {};
  for (const [key, variable] of Object.entries(SECRET_VARIABLES)) {
    const value = env[variable] || local[key];
    if (value) secrets[variable] = value;
  }
  return secrets;
};

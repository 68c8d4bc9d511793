/**
 * Tests that need what only some stacks have say so here, and are skipped, with the reason in their
 * reported name, on a stack without it. What a stack has is read from its outputs, never from a flag:
 * - the local cloud's control endpoints (`LocalControlUrl`, which only the embedded cloud of `npm test`
 *   passes on: moving the clock, running schedules by hand, the mailbox, the bus's faults, the stand-ins'
 *   internals). `npm run test:stack` drives every stack, a second `npm start` too, without them;
 * - the Shopify and Stripe stand-ins' public APIs and pages (`DemoShopifyUrl`, `StripeApiUrl`), which any
 *   local cloud has and a deployment to AWS has not;
 * - the test-mode secrets the tests sign requests with (as Shopify, as Stripe), from the environment.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  inject,
  it,
  type SuiteFactory,
  type TestFunction,
} from 'vitest';
import { getCurrentTest } from 'vitest/suite';
import type { LocalOutputs } from '../../infra/local/local-cloud';

let ownCloud: Partial<LocalOutputs> | undefined;

/** The outputs a test file sees (tests/support/cloud.ts `useOutputs` points them at a cloud of its own). */
export const setCapabilityOutputs = (value: Partial<LocalOutputs> | undefined): void => {
  ownCloud = value;
};

const given = (): Partial<LocalOutputs> => ownCloud ?? inject('outputs') ?? {};

export type StackNeed = 'local control' | 'demo Shopify store' | 'Stripe stand-in' | `secret ${string}`;

const has = (need: StackNeed): boolean => {
  if (need === 'local control') return Boolean(given().LocalControlUrl);
  if (need === 'demo Shopify store') return Boolean(given().DemoShopifyUrl);
  if (need === 'Stripe stand-in') return Boolean(given().StripeApiUrl);
  return Boolean(process.env[need.slice('secret '.length)]);
};

/** it / describe that run only where the stack has `needs`; elsewhere skipped, the reason in the name. */
export const onlyWith = (needs: StackNeed[], reason: string) => {
  const missing = needs.filter((need) => !has(need));
  const skip = missing.length > 0;
  const named = (name: string) => (skip ? `${name} [skipped: needs ${missing.join(', ')}: ${reason}]` : name);
  return {
    it: (name: string, fn?: TestFunction, timeout?: number) => it.skipIf(skip)(named(name), fn, timeout),
    describe: (name: string, fn?: SuiteFactory) => describe.skipIf(skip)(named(name), fn),
  };
};

/** What only the local cloud can do (its clock, schedules by hand, mailbox, bus controls, stand-ins' internals). */
export const localOnly = (reason: string) => onlyWith(['local control'], reason);

/**
 * A whole file that needs what a stack may lack (its file-level setup already does): the file takes
 * vitest's functions from here instead of from 'vitest' — `const { it, describe, beforeAll } =
 * fileOnlyWith([...], reason)` — and on such a stack every test is skipped with the reason in its name,
 * and no hook runs. Elsewhere they are vitest's own.
 */
export const fileOnlyWith = (needs: StackNeed[], reason: string) => {
  const missing = needs.filter((need) => !has(need));
  if (missing.length === 0) return { it, describe, beforeAll, afterAll, beforeEach, afterEach };
  const note = ` [skipped: needs ${missing.join(', ')}: ${reason}]`;
  const skipped = <T extends (...args: never[]) => unknown>(skip: T & { each: unknown }) =>
    Object.assign(
      (name: string, ...rest: unknown[]) =>
        (skip as unknown as (...args: unknown[]) => unknown)(`${name}${note}`, ...rest),
      {
        each: (skip.each as (...args: unknown[]) => unknown).bind(skip),
        concurrent: skip,
        runIf: () => skip,
        skipIf: () => skip,
        skip,
      },
    );
  const noHook = () => undefined;
  return {
    it: skipped(it.skip) as unknown as typeof it,
    describe: skipped(describe.skip) as unknown as typeof describe,
    beforeAll: noHook as typeof beforeAll,
    afterAll: noHook as typeof afterAll,
    beforeEach: noHook as typeof beforeEach,
    afterEach: noHook as typeof afterEach,
  };
};

/** A whole file of what only the local cloud can do (see fileOnlyWith). */
export const localOnlyFile = (reason: string) => fileOnlyWith(['local control'], reason);

/**
 * A helper's own check: the origin of the local cloud's control endpoints. Inside a test on a stack
 * without them the test is skipped with `what` as the reason (a test that forgot its `localOnly` marker
 * still says why it did not run); outside a test (a beforeAll) it fails, naming the marker to add.
 */
export const localControlUrl = (what: string): string => {
  const url = given().LocalControlUrl;
  if (url) return url;
  return missing('local control', what);
};

/** A helper's check that the stack has a stand-in or a secret; same behaviour as localControlUrl. */
export const requireNeed = (need: StackNeed, what: string): void => {
  if (!has(need)) missing(need, what);
};

const missing = (need: StackNeed, what: string): never => {
  const reason = `needs ${need}: ${what}`;
  const test = getCurrentTest();
  if (test) {
    test.context.skip(reason);
    throw new Error('unreachable: skip throws');
  }
  throw new Error(`This stack lacks what the suite needs (${reason}): mark it with onlyWith/localOnly.`);
};

/**
 * The Stripe functions' item-level table grants (functions/routes.ts featureAccess, events/rules.ts)
 * cover every DynamoDB call their code makes, checked on the real client against DynamoDB Local: IAM is
 * generated from the declarations, so a call outside them would fail only in AWS. Each call (and each
 * item of a transaction) is recorded as action + partition key and matched against a declared grant.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableItemAccess } from '../../events/function-access';
import { rules } from '../../events/rules';
import { featureAccess } from '../../functions/routes';
import { busEvent } from '../support/bus-event';
import { signedUpUser, useCloudEnvironment } from '../support/cloud';

interface RecordedCall {
  action: string;
  pk: string;
}

let calls: RecordedCall[] = [];

const pkOf = (key: unknown): string => {
  const pk = (key as { pk?: string | { S?: string } } | undefined)?.pk;
  return typeof pk === 'string' ? pk : (pk?.S ?? '');
};

/** A command as the item actions IAM authorises it by (a transaction: one per item). */
const actionsOf = (command: string, input: Record<string, unknown>): RecordedCall[] => {
  if (command === 'TransactWrite' || command === 'TransactWriteItems') {
    return (input.TransactItems as Record<string, { Key?: unknown; Item?: unknown }>[]).flatMap((item) =>
      Object.entries(item).map(([kind, op]) => ({
        action:
          kind === 'Put'
            ? 'PutItem'
            : kind === 'Update'
              ? 'UpdateItem'
              : kind === 'Delete'
                ? 'DeleteItem'
                : 'ConditionCheckItem',
        pk: pkOf(op.Key ?? op.Item),
      })),
    );
  }
  const action = { Get: 'GetItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem' }[command];
  return [{ action: action ?? command, pk: pkOf(input.Key ?? input.Item) }];
};

const allowed = (access: TableItemAccess, call: RecordedCall) =>
  access.items.some(
    (grant) =>
      (grant.actions as readonly string[]).includes(call.action) &&
      grant.partitionKeyPrefixes.some((prefix) => call.pk.startsWith(prefix)),
  );

const expectWithin = (access: FunctionAccessTable, recorded: RecordedCall[]) => {
  if (typeof access !== 'object') throw new Error('expected an item-level declaration');
  expect(recorded.length).toBeGreaterThan(0);
  for (const call of recorded) expect(allowed(access, call), JSON.stringify(call)).toBe(true);
};
type FunctionAccessTable = (typeof featureAccess)[keyof typeof featureAccess]['table'];

beforeAll(async () => {
  useCloudEnvironment();
  const { db } = await import('../../functions/shared/data/client');
  db.watch((call) => {
    const command = call.operation;
    calls.push(...actionsOf(command, call.input as Record<string, unknown>));
  });
});

const context = { awsRequestId: 'stripe-declared-access' } as Context;

const routeEvent = (method: string, path: string, userId: string, body?: string, headers = {}) =>
  ({
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    body,
    isBase64Encoded: false,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
      authorizer: {
        jwt: { claims: { sub: userId, token_use: 'access', 'cognito:groups': '[creator]' } },
      },
    },
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

const subOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub;

describe('the Stripe functions stay within their item-level grants', () => {
  it('creator-payout-account: GET, and the onboarding link (account made, then again)', async () => {
    const { token } = await signedUpUser('creator');
    const userId = subOf(token);
    const { handler } = await import('../../functions/ledger/http/creator-payout-account');
    const declared = featureAccess['creator-payout-account'].table;
    for (const [method, path] of [
      ['GET', '/api/creator/payout-account'],
      ['POST', '/api/creator/payout-account/onboarding-link'],
      ['POST', '/api/creator/payout-account/onboarding-link'],
    ] as const) {
      calls = [];
      const result = (await handler(routeEvent(method, path, userId), context)) as { statusCode: number };
      expect(result.statusCode, `${method} ${path}`).toBe(200);
      expectWithin(declared, calls);
    }
  });

  it('stripe-webhooks: a handled event and its duplicate', async () => {
    const { handler } = await import('../../functions/integrations/http/stripe-webhooks');
    const body = JSON.stringify({
      id: `evt_access_${Date.now()}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'account.updated',
      data: { object: { id: 'acct_access', object: 'account', details_submitted: false } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
    });
    for (let i = 0; i < 2; i += 1) {
      calls = [];
      const request = routeEvent('POST', '/api/webhooks/stripe', 'x', body, {
        'stripe-signature': signature,
      });
      const result = (await handler(request, context)) as { statusCode: number };
      expect(result.statusCode).toBe(200);
      expectWithin(featureAccess['stripe-webhooks'].table, calls);
    }
  });

  it('UpdatePayoutAccountOnStripeAccountUpdated: a known and an unknown account', async () => {
    const { token } = await signedUpUser('creator');
    const userId = subOf(token);
    const { handler: route } = await import('../../functions/ledger/http/creator-payout-account');
    await route(routeEvent('POST', '/api/creator/payout-account/onboarding-link', userId), context);
    const { getPayoutAccount } = await import('../../functions/ledger');
    const accountId = (await getPayoutAccount(userId, { consistent: true }))?.stripe_account_id ?? '';
    const rule = rules.find((r) => r.name === 'UpdatePayoutAccountOnStripeAccountUpdated');
    const { handler } = await import(
      '../../functions/ledger/consumers/update-payout-account-on-stripe-account-updated.consumer'
    );
    for (const id of [accountId, 'acct_unknown']) {
      calls = [];
      await handler(
        busEvent('StripeAccountUpdated', {
          version: 1,
          stripeEventId: `evt_${id}`,
          stripeEventCreated: Math.floor(Date.now() / 1000),
          accountId: id,
          detailsSubmitted: true,
          payoutsEnabled: true,
          chargesEnabled: true,
          transfersActive: true,
        }),
      );
      expectWithin(rule?.access.table ?? 'none', calls);
    }
  });
});

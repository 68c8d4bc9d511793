/**
 * What a newcomer must find after the demo data set loaded (infra/local/seed/): read over the product's
 * own API as the demo users, and from the local Stripe's event log. Used by the npm-start test.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export interface DemoDataFacts {
  /** UTC months (YYYY-MM) with attributed orders, per brand email. */
  saleMonths: Record<string, string[]>;
  /** Invoice statuses by period, per brand email. */
  invoices: Record<string, { period: string; status: string }[]>;
  /** transfer.created events in the local Stripe. */
  transfers: number;
  /** Creator email → payable cents and payouts' statuses. */
  creators: Record<string, { payable: number; payouts: { status: string; created_at: string }[] }>;
  /** Days of the brand's 30-day series with clicks, per brand email. */
  clickDays: Record<string, number>;
}

export const readDemoDataFacts = async (input: {
  baseUrl: string;
  cognitoEndpoint: string;
  clientId: string;
  brands: string[];
  creators: string[];
  password: string;
}): Promise<DemoDataFacts> => {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: input.cognitoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const tokenOf = async (email: string) => {
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: input.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: input.password },
      }),
    );
    return auth.AuthenticationResult?.AccessToken ?? '';
  };
  const get = async (path: string, token: string) => {
    const response = await fetch(`${input.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };

  const facts: DemoDataFacts = { saleMonths: {}, invoices: {}, transfers: 0, creators: {}, clickDays: {} };
  for (const email of input.brands) {
    const token = await tokenOf(email);
    const months = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = await get(
        `/brand/sales?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        token,
      );
      for (const sale of page.sales as { created_at: string }[]) months.add(sale.created_at.slice(0, 7));
      cursor = (page.next_cursor as string | null) ?? null;
    } while (cursor);
    facts.saleMonths[email] = [...months].sort();
    facts.invoices[email] = (
      (await get('/brand/invoices', token)).invoices as { period: string; status: string }[]
    ).map(({ period, status }) => ({ period, status }));
    const dashboard = await get('/brand/dashboard', token);
    facts.clickDays[email] = (dashboard.series as { clicks: number }[]).filter(
      (day) => day.clicks > 0,
    ).length;
  }
  for (const email of input.creators) {
    const body = await get('/creator/payouts', await tokenOf(email));
    facts.creators[email] = {
      payable: Number((body.summary as Record<string, unknown>).pending_payouts_cents),
      payouts: (body.payouts as { status: string; created_at: string }[]).map(({ status, created_at }) => ({
        status,
        created_at,
      })),
    };
  }
  const events = await fetch(`${input.baseUrl}/__stripe/__events?type=transfer.created`);
  facts.transfers = ((await events.json()) as { events: unknown[] }).events.length;
  return facts;
};

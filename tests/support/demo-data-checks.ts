/**
 * What a newcomer must find after the demo data set loaded (infra/local/seed/): read over the product's
 * own API as the demo users, and from the local Stripe's event log. Used by the npm-start test.
 *
 * The figures must agree (issue 31): every commission a sale line earned is its base × the rate the
 * screens show in force at the order's time (the brand's product list and its announced cut, Explore and
 * My Campaigns), each creator's storefront page shows their products, and the history's dates (invoices
 * issued and paid, payouts paid, applications, codes, bell items) lie over its three months.
 */

import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { registerSignIn, scriptDeviceId } from '../../infra/local/register-sign-in';

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
  /**
   * Issue 34: the getting-started list each demo user's dashboard carries, per email (brands and
   * creators); null when none shows, as for the established demo users.
   */
  checklists: Record<string, unknown>;
  /** Commissionable sale lines read (all brands). */
  commissionLines: number;
  /**
   * Every place a rate disagrees with what the screens show in force: a sale line whose rate or
   * commission is not the product's rate at the order's time, an Explore or My Campaigns rate that is
   * not the brand's own. Empty when the figures agree.
   */
  rateMismatches: string[];
  /** Per creator username: the storefront as the public API and the `/{username}` page show it. */
  storefronts: Record<
    string,
    {
      status: number;
      bio: string;
      products: string[];
      featured: number;
      missingOnPage: string[];
      /** Issue 34: its collections' titles, and each collection page's status. */
      collections: { title: string; pageStatus: number }[];
      /** Issue 34: the uploaded avatar and header as the page shows them, each with what fetching it answers. */
      images: { url: string | null; status: number; type: string | null }[];
    }
  >;
  /** Issue 34: the brands' creators directory as the first demo brand reads it, per username. */
  directory: Record<string, { niches: string[]; audience_band: string | null; sales_cents_90d: number }>;
  /** Instants of the history, by what they date (ISO). */
  dates: {
    invoicesIssued: string[];
    invoicesPaid: string[];
    invoicesDue: string[];
    payoutsPaid: string[];
    applications: string[];
    discountCodes: string[];
    notifications: string[];
  };
}

interface ProductRate {
  id: string;
  name: string;
  commission_percentage: number;
  pending_rate: { commission_percentage: number; effective_at: string } | null;
}

interface SaleLineView {
  product_id: string | null;
  product_name: string;
  base_cents: number;
  rate_percentage: number | null;
  commission_cents: number;
  commissionable: boolean;
}

/** The rate the product's screens show in force at `at`: its rate, or its announced cut from its date. */
const rateShownAt = (product: ProductRate, at: string) =>
  product.pending_rate && product.pending_rate.effective_at <= at
    ? product.pending_rate.commission_percentage
    : product.commission_percentage;

/** The visible text of a server-rendered page (tags dropped, the usual entities decoded). */
const pageText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

export const readDemoDataFacts = async (input: {
  baseUrl: string;
  cognitoEndpoint: string;
  clientId: string;
  brands: string[];
  creators: string[];
  /** The creators' usernames (their storefronts are read at /{username}). */
  usernames?: string[];
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
    const token = auth.AuthenticationResult?.AccessToken ?? '';
    // Issue 35: the API refuses a sign-in the app has not registered.
    await registerSignIn(`${input.baseUrl}/api`, token, scriptDeviceId(email));
    return token;
  };
  const get = async (path: string, token: string) => {
    const response = await fetch(`${input.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };

  const facts: DemoDataFacts = {
    saleMonths: {},
    invoices: {},
    transfers: 0,
    creators: {},
    clickDays: {},
    checklists: {},
    commissionLines: 0,
    rateMismatches: [],
    storefronts: {},
    directory: {},
    dates: {
      invoicesIssued: [],
      invoicesPaid: [],
      invoicesDue: [],
      payoutsPaid: [],
      applications: [],
      discountCodes: [],
      notifications: [],
    },
  };
  /** Every brand's products and their rates as the brand's Products screen shows them. */
  const productRates = new Map<string, ProductRate>();
  const notificationsOf = async (token: string) =>
    ((await get('/notifications', token)).notifications as { created_at: string }[]).map(
      (notification) => notification.created_at,
    );
  for (const email of input.brands) {
    const token = await tokenOf(email);
    for (const product of (await get('/brand/products', token)).products as ProductRate[])
      productRates.set(product.id, product);
    const months = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = await get(
        `/brand/sales?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        token,
      );
      for (const sale of page.sales as { order_name: string; created_at: string; lines: SaleLineView[] }[]) {
        months.add(sale.created_at.slice(0, 7));
        for (const line of sale.lines) {
          if (!line.commissionable || !line.product_id) continue;
          facts.commissionLines++;
          const product = productRates.get(line.product_id);
          const shown = product ? rateShownAt(product, sale.created_at) : undefined;
          const expected = shown === undefined ? undefined : Math.round((line.base_cents * shown) / 100);
          if (
            line.rate_percentage !== shown ||
            expected === undefined ||
            Math.abs(line.commission_cents - expected) > 1
          )
            facts.rateMismatches.push(
              `${email} ${sale.order_name} (${sale.created_at}) ${line.product_name}: ${line.rate_percentage}% → ${line.commission_cents}¢ of ${line.base_cents}¢; shown ${shown}%`,
            );
        }
      }
      cursor = (page.next_cursor as string | null) ?? null;
    } while (cursor);
    facts.saleMonths[email] = [...months].sort();
    const invoices = (await get('/brand/invoices', token)).invoices as {
      period: string;
      status: string;
      issued_at: string;
      due_at: string;
      paid_at: string | null;
    }[];
    facts.invoices[email] = invoices.map(({ period, status }) => ({ period, status }));
    for (const invoice of invoices) {
      facts.dates.invoicesIssued.push(invoice.issued_at);
      facts.dates.invoicesDue.push(invoice.due_at);
      if (invoice.paid_at) facts.dates.invoicesPaid.push(invoice.paid_at);
    }
    facts.dates.notifications.push(...(await notificationsOf(token)));
    const dashboard = await get('/brand/dashboard', token);
    facts.clickDays[email] = (dashboard.series as { clicks: number }[]).filter(
      (day) => day.clicks > 0,
    ).length;
    facts.checklists[email] = dashboard.checklist ?? null;
  }
  for (const email of input.creators) {
    const token = await tokenOf(email);
    const body = await get('/creator/payouts', token);
    const payouts = body.payouts as { status: string; created_at: string; paid_at: string | null }[];
    facts.creators[email] = {
      payable: Number((body.summary as Record<string, unknown>).pending_payouts_cents),
      payouts: payouts.map(({ status, created_at }) => ({ status, created_at })),
    };
    for (const payout of payouts) if (payout.paid_at) facts.dates.payoutsPaid.push(payout.paid_at);
    facts.checklists[email] = (await get('/creator/dashboard', token)).checklist ?? null;
    // My Campaigns: each link's rate is its product's, as the brand set it; so is Explore's.
    const campaigns = await get('/creator/campaigns', token);
    for (const link of campaigns.links as { product_id: string; commission_percentage: number }[]) {
      const product = productRates.get(link.product_id);
      if (!product || link.commission_percentage !== product.commission_percentage)
        facts.rateMismatches.push(
          `${email} My Campaigns: ${link.product_id} at ${link.commission_percentage}%, the brand's ${product?.commission_percentage}%`,
        );
    }
    for (const application of [
      ...(campaigns.pending as { applied_at: string; reviewed_at: string | null }[]),
      ...(campaigns.approved as { applied_at: string; reviewed_at: string | null }[]),
    ]) {
      facts.dates.applications.push(application.applied_at);
      if (application.reviewed_at) facts.dates.applications.push(application.reviewed_at);
    }
    for (const code of campaigns.discount_codes as { requested_at: string; reviewed_at: string | null }[]) {
      facts.dates.discountCodes.push(code.requested_at);
      if (code.reviewed_at) facts.dates.discountCodes.push(code.reviewed_at);
    }
    const explore = await get('/explore/products?limit=48', token);
    for (const product of explore.products as { id: string; commission_percentage: number }[]) {
      const own = productRates.get(product.id);
      if (own && own.commission_percentage !== product.commission_percentage)
        facts.rateMismatches.push(
          `${email} Explore: ${product.id} at ${product.commission_percentage}%, the brand's ${own.commission_percentage}%`,
        );
    }
    facts.dates.notifications.push(...(await notificationsOf(token)));
  }
  for (const username of input.usernames ?? []) {
    const response = await fetch(`${input.baseUrl}/api/storefront/${encodeURIComponent(username)}`);
    const body = response.ok
      ? ((await response.json()) as {
          storefront: { bio: string; avatar_url: string | null; header_image_url: string | null };
          products: { name: string; featured: boolean }[];
          collections: { slug: string; title: string }[];
        })
      : { storefront: { bio: '', avatar_url: null, header_image_url: null }, products: [], collections: [] };
    const page = await fetch(`${input.baseUrl}/${encodeURIComponent(username)}`);
    const text = pageText(await page.text());
    facts.storefronts[username] = {
      status: page.status,
      bio: body.storefront.bio,
      products: body.products.map((product) => product.name),
      featured: body.products.filter((product) => product.featured).length,
      missingOnPage: body.products.map((product) => product.name).filter((name) => !text.includes(name)),
      images: await Promise.all(
        [body.storefront.avatar_url, body.storefront.header_image_url].map(async (url) => {
          if (!url) return { url, status: 0, type: null };
          const image = await fetch(new URL(url, input.baseUrl));
          return { url, status: image.status, type: image.headers.get('content-type') };
        }),
      ),
      collections: await Promise.all(
        body.collections.map(async ({ slug, title }) => ({
          title,
          pageStatus: (await fetch(`${input.baseUrl}/${encodeURIComponent(username)}/c/${slug}`)).status,
        })),
      ),
    };
  }
  const events = await fetch(`${input.baseUrl}/__stripe/__events?type=transfer.created`);
  facts.transfers = ((await events.json()) as { events: unknown[] }).events.length;
  if (input.brands[0]) {
    const token = await tokenOf(input.brands[0]);
    const page = (await get('/brand/creators?limit=48', token)).creators as {
      username: string;
      niches: string[];
      audience_band: string | null;
      sales_cents_90d: number;
    }[];
    for (const { username, niches, audience_band, sales_cents_90d } of page)
      facts.directory[username] = { niches, audience_band, sales_cents_90d };
  }
  return facts;
};

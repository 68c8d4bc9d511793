/**
 * Issue 35: a demo brand's audit log against the brand's own screens, read over the product's API as the
 * brand's owner (infra/local/seed/audit-history.ts dates it). `auditDisagreements` lists every place the
 * log and the screens tell different stories; empty when they agree.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AuditEntryView } from '../../contracts/audit-log';
import { registerSignIn, scriptDeviceId } from '../../infra/local/register-sign-in';

export interface BrandAuditFacts {
  /** The whole log, newest first (every page). */
  entries: AuditEntryView[];
  /** Invoices as the Invoices screen lists them. */
  invoices: { invoice_number: string; amount_cents: number; status: string; paid_at: string | null }[];
  /** Products with their rates as the Products screen shows them. */
  products: {
    id: string;
    name: string;
    commission_percentage: number;
    pending_rate: { commission_percentage: number; effective_at: string } | null;
  }[];
  /** The team as the Team screen lists it ("Joined" is added_at). */
  members: { user_id: string; email: string; role: string; added_at: string }[];
}

export const readBrandAuditFacts = async (input: {
  baseUrl: string;
  cognitoEndpoint: string;
  clientId: string;
  email: string;
  password: string;
}): Promise<BrandAuditFacts> => {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: input.cognitoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: input.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: input.email, PASSWORD: input.password },
    }),
  );
  const token = auth.AuthenticationResult?.AccessToken ?? '';
  // The API refuses a sign-in the app has not registered (issue 35).
  await registerSignIn(`${input.baseUrl}/api`, token, scriptDeviceId(input.email));
  const get = async (path: string) => {
    const response = await fetch(`${input.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const entries: AuditEntryView[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(
      `/brand/audit-log?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    entries.push(...(page.entries as AuditEntryView[]));
    cursor = (page.next_cursor as string | null) ?? null;
  } while (cursor);
  return {
    entries,
    invoices: (await get('/brand/invoices')).invoices as BrandAuditFacts['invoices'],
    products: (await get('/brand/products')).products as BrandAuditFacts['products'],
    members: (await get('/brand/members')).members as BrandAuditFacts['members'],
  };
};

const valuesOf = (value: unknown) => (value ?? {}) as Record<string, unknown>;

/**
 * Where the log and the screens disagree:
 * - an invoice.paid entry whose invoice, amount or date is not the Invoices screen's (its date is the
 *   invoice's paid_at), or a paid invoice with no entry;
 * - a product whose latest commission entry does not end at the rate (and announced cut) Products shows;
 * - a member.joined entry not dated as the member's "Joined" on Team, or a member (not the owner) with none;
 * - anyone's change recorded before they joined;
 * - an entry dated at or after `writtenFrom` (left at the instant the seed wrote it, not in the history).
 */
export const auditDisagreements = (facts: BrandAuditFacts, writtenFrom: string): string[] => {
  const problems: string[] = [];
  const oldestFirst = [...facts.entries].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  for (const entry of oldestFirst)
    if (entry.at >= writtenFrom)
      problems.push(`${entry.kind} ${entry.subject?.label} dated ${entry.at}, when the seed ran`);

  const paidEntries = oldestFirst.filter((entry) => entry.kind === 'invoice.paid');
  for (const entry of paidEntries) {
    const after = valuesOf(entry.after);
    const invoice = facts.invoices.find((candidate) => candidate.invoice_number === entry.subject?.id);
    if (!invoice) problems.push(`invoice.paid ${entry.subject?.id}: no such invoice`);
    else if (
      invoice.status !== 'paid' ||
      invoice.amount_cents !== after.amount_cents ||
      invoice.paid_at !== after.paid_at ||
      invoice.paid_at !== entry.at
    )
      problems.push(
        `invoice.paid ${invoice.invoice_number} at ${entry.at}: ${after.amount_cents}¢ paid ${after.paid_at}; Invoices: ${invoice.status} ${invoice.amount_cents}¢ paid ${invoice.paid_at}`,
      );
  }
  for (const invoice of facts.invoices.filter((candidate) => candidate.status === 'paid'))
    if (paidEntries.filter((entry) => entry.subject?.id === invoice.invoice_number).length !== 1)
      problems.push(`${invoice.invoice_number} is paid but the log has no single entry of its payment`);

  for (const product of facts.products) {
    const latest = oldestFirst
      .filter(
        (entry) =>
          (entry.kind === 'commission.changed' || entry.kind === 'commission.cut_cancelled') &&
          entry.subject?.id === product.id,
      )
      .at(-1);
    const after = valuesOf(latest?.after);
    const shown = {
      rate: product.commission_percentage,
      pending: product.pending_rate?.commission_percentage ?? null,
      from: product.pending_rate?.effective_at ?? null,
    };
    const logged = {
      rate: after.commission_percentage,
      pending: after.pending_percentage ?? null,
      from: after.pending_from ?? null,
    };
    if (!latest || JSON.stringify(logged) !== JSON.stringify(shown))
      problems.push(
        `${product.name}: the log ends at ${JSON.stringify(logged)}, Products shows ${JSON.stringify(shown)}`,
      );
  }

  for (const member of facts.members) {
    const joined = oldestFirst.find(
      (entry) => entry.kind === 'member.joined' && entry.actor.id === member.user_id,
    );
    if (member.role !== 'owner' && joined?.at !== member.added_at)
      problems.push(`${member.email}: Team says joined ${member.added_at}, the log ${joined?.at ?? 'never'}`);
    const first = oldestFirst.find((entry) => entry.actor.id === member.user_id);
    if (first && first.at < member.added_at)
      problems.push(`${member.email}: ${first.kind} at ${first.at}, before joining on ${member.added_at}`);
  }
  return problems;
};

/** The UTC months (YYYY-MM) the log's entries fall in, and the people (members) who made them. */
export const auditSpan = (facts: BrandAuditFacts) => ({
  months: [...new Set(facts.entries.map((entry) => entry.at.slice(0, 7)))].sort(),
  people: [
    ...new Set(
      facts.entries.filter((entry) => entry.actor.type === 'member').map((entry) => entry.actor.name),
    ),
  ].sort(),
});

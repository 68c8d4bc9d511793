/**
 * The brand's audit log over the wire (issue 35, part 3): each change to money, access or program terms
 * leaves exactly one entry with its actor, before and after — API keys (and a key's own change through
 * /api/v1), webhooks, creator terms, tiers, offers, blocking a creator, the card, autopay and an invoice
 * paid through Checkout; a refused change leaves none. The log's filters by person and kind, its paging,
 * a cursor of another brand, and the CSV export (and who may download it).
 */
import { describe, expect, it } from 'vitest';
import { billBrand, brandWithMaturedSales, currentPeriod, saveCard } from '../../../../tests/support/billing';
import { brandWithProducts, onboardedCreator, type TestBrand } from '../../../../tests/support/brand';
import { api, eventually, outputs } from '../../../../tests/support/cloud';
import { downloadExport } from '../../../../tests/support/exports';
import { json } from '../../../../tests/support/partnership';
import { payInvoice } from '../../../../tests/support/payouts';
import {
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';
import { ensureSecondFactor } from '../../../../tests/support/second-factor';
import { inspectorBucket } from '../../../../tests/support/webhooks';

interface Entry {
  id: string;
  kind: string;
  actor: { type: string; id: string; name: string; email: string | null; role: string | null };
  subject: { type: string; id: string; label: string | null } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

interface LogPage {
  entries: Entry[];
  next_cursor: string | null;
  members: { id: string; name: string; type: string }[];
}

const log = async (token: string, query = ''): Promise<LogPage> => {
  const response = await api(`/brand/audit-log${query}`, { token });
  expect(response.status).toBe(200);
  return response.body as LogPage;
};

/** Every entry of the brand, newest first, following the cursor. */
const allEntries = async (token: string, filter = '') => {
  const entries: Entry[] = [];
  let cursor: string | null = '';
  do {
    const page: LogPage = await log(token, `?limit=100${filter}${cursor ? `&cursor=${cursor}` : ''}`);
    entries.push(...page.entries);
    cursor = page.next_cursor;
  } while (cursor);
  return entries;
};

const kindsOf = (entries: Entry[]) => entries.map((entry) => entry.kind).reverse();

const meOf = async (brand: TestBrand) => (await api('/me', { token: brand.token })).body.id as string;

describe('every wired change leaves exactly one entry', () => {
  it('API keys: created and revoked by the member; a product changed with a key is the key', async () => {
    const brand = await brandWithProducts(1);
    const me = await meOf(brand);
    // Creating keys needs two-factor sign-in for an owner.
    await ensureSecondFactor(brand.token);
    const created = await api('/brand/api-keys', {
      ...json('POST', { name: 'Warehouse sync', scopes: ['products:read', 'products:write'] }),
      token: brand.token,
    });
    expect(created.status).toBe(201);
    const keyId = created.body.key.id as string;
    // The key changes a commission through /api/v1: the entry names the key, not a person.
    const changed = await fetch(`${outputs().ApiUrl}/v1/products/${brand.productIds[0]}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${created.body.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ commission_percentage: 22 }),
    });
    expect(changed.status).toBe(200);
    expect((await api(`/brand/api-keys/${keyId}`, { method: 'DELETE', token: brand.token })).status).toBe(
      204,
    );
    // Refused (already revoked): nothing more is recorded.
    expect((await api(`/brand/api-keys/${keyId}`, { method: 'DELETE', token: brand.token })).status).toBe(
      404,
    );
    const entries = await allEntries(brand.token);
    expect(kindsOf(entries)).toEqual(['api_key.created', 'commission.changed', 'api_key.revoked']);
    const [revoked, byKey, made] = entries as [Entry, Entry, Entry];
    expect(made).toMatchObject({
      actor: { type: 'member', id: me, role: 'owner' },
      subject: { type: 'api_key', id: keyId, label: 'Warehouse sync' },
      after: { name: 'Warehouse sync', scopes: ['products:read', 'products:write'] },
    });
    expect(byKey).toMatchObject({
      actor: { type: 'api_key', id: keyId, name: 'Warehouse sync', role: null },
      before: { commission_percentage: 10 },
      after: { commission_percentage: 22 },
    });
    expect(revoked).toMatchObject({ actor: { id: me }, before: { name: 'Warehouse sync' } });
    // The person filter offers the member and the key.
    const { members } = await log(brand.token);
    expect(members.map((member) => member.id)).toEqual(expect.arrayContaining([me, keyId, 'stripe']));
  });

  it('webhooks: added, turned off, secret revealed and rolled, deleted', async () => {
    const brand = await brandWithProducts(0);
    // The local webhook inspector: an address the endpoint check accepts.
    const url = (await inspectorBucket(`audit-${brand.brandId}`)).endpoint_url;
    const created = await api('/brand/webhooks', {
      ...json('POST', { url, description: 'Audit', events: ['sale.created'] }),
      token: brand.token,
    });
    expect(created.status).toBe(201);
    const id = created.body.endpoint.id as string;
    const base = `/brand/webhooks/${id}`;
    expect(
      (await api(`${base}/enabled`, { ...json('PUT', { enabled: false }), token: brand.token })).status,
    ).toBe(200);
    // The same again changes nothing: no entry.
    expect(
      (await api(`${base}/enabled`, { ...json('PUT', { enabled: false }), token: brand.token })).status,
    ).toBe(200);
    expect((await api(`${base}/secret/reveal`, { method: 'POST', token: brand.token })).status).toBe(200);
    expect((await api(`${base}/secret/roll`, { method: 'POST', token: brand.token })).status).toBe(200);
    expect((await api(base, { method: 'DELETE', token: brand.token })).status).toBe(204);
    expect((await api(base, { method: 'DELETE', token: brand.token })).status).toBe(404);
    const entries = await allEntries(brand.token);
    expect(kindsOf(entries)).toEqual([
      'webhook.created',
      'webhook.changed',
      'webhook.secret_revealed',
      'webhook.secret_rolled',
      'webhook.deleted',
    ]);
    expect(entries.every((entry) => entry.subject?.label === created.body.endpoint.url)).toBe(true);
    expect(entries[3]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    // Never a secret in the log.
    expect(JSON.stringify(entries)).not.toMatch(/whsec_[0-9a-f]{20}/);
  });

  it('program terms: creator terms and their cut withdrawn, tiers, an offer made and withdrawn, a creator blocked and unblocked', async () => {
    const brand = await brandWithProducts(1);
    const { creator } = await onboardedCreator();
    const setTerm = (rate: number) =>
      api('/brand/terms', {
        ...json('PUT', { creator_id: creator.id, product_id: null, commission_percentage: rate }),
        token: brand.token,
      });
    expect((await setTerm(20)).status).toBe(200);
    expect((await setTerm(15)).status).toBe(200);
    const cancelled = await api('/brand/terms/cancel-cut', {
      ...json('POST', { creator_id: creator.id, product_id: null }),
      token: brand.token,
    });
    expect(cancelled.status).toBe(200);
    const tiers = await api('/brand/tiers', {
      ...json('PUT', { tiers: [{ after_sales: 10, rate_percentage: 15 }] }),
      token: brand.token,
    });
    expect(tiers.status).toBe(200);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const offer = await api('/brand/offers', {
      ...json('POST', { product_id: null, rate_percentage: 25, starts_on: day(3), ends_on: day(10) }),
      token: brand.token,
    });
    expect(offer.status).toBe(201);
    expect(
      (await api(`/brand/offers/${offer.body.offer.id}`, { method: 'DELETE', token: brand.token })).status,
    ).toBe(204);
    const relationship = (type: string | null) =>
      api(`/brand/creators/${creator.id}/relationship`, {
        ...json('PUT', { relationship_type: type }),
        token: brand.token,
      });
    expect((await relationship('favorite')).status).toBe(200);
    expect((await relationship('blacklist')).status).toBe(200);
    expect((await relationship(null)).status).toBe(200);
    const entries = await allEntries(brand.token);
    expect(kindsOf(entries)).toEqual([
      'terms.changed',
      'terms.changed',
      'terms.cut_cancelled',
      'tier.changed',
      'offer.created',
      'offer.withdrawn',
      'creator.blacklisted',
      'creator.unblacklisted',
    ]);
    const byKind = (kind: string) => entries.filter((entry) => entry.kind === kind);
    expect(
      byKind('terms.changed')
        .reverse()
        .map((entry) => [entry.before, entry.after]),
    ).toEqual([
      [null, { commission_percentage: 20 }],
      [
        { commission_percentage: 20 },
        expect.objectContaining({ commission_percentage: 20, pending_percentage: 15 }),
      ],
    ]);
    expect(byKind('terms.changed')[0]?.subject?.label).toBe(`@${creator.username} · every product`);
    expect(byKind('offer.created')[0]?.after).toMatchObject({ rate_percentage: 25, starts_on: day(3) });
    expect(byKind('creator.blacklisted')[0]).toMatchObject({
      before: { relationship_type: 'favorite' },
      after: { relationship_type: 'blacklist' },
    });
  });

  it('money: a card saved, autopay on and off, an invoice paid through Checkout by the member', async () => {
    const { brand } = await brandWithMaturedSales(1);
    const me = await meOf(brand);
    // Payment details and paying need two-factor sign-in for an owner.
    await ensureSecondFactor(brand.token);
    // Refused without a card: nothing recorded.
    expect(
      (await api('/brand/billing/autopay', { ...json('PUT', { enabled: true }), token: brand.token })).status,
    ).toBe(409);
    await saveCard(brand.token);
    expect(
      (await api('/brand/billing/autopay', { ...json('PUT', { enabled: true }), token: brand.token })).status,
    ).toBe(200);
    expect(
      (await api('/brand/billing/autopay', { ...json('PUT', { enabled: false }), token: brand.token }))
        .status,
    ).toBe(200);
    const invoice = await billBrand(brand);
    await payInvoice(brand, currentPeriod());
    const entries = await allEntries(brand.token);
    expect(kindsOf(entries)).toEqual([
      'payment_method.changed',
      'autopay.changed',
      'autopay.changed',
      'invoice.paid',
    ]);
    const [paid, , , saved] = entries as [Entry, Entry, Entry, Entry];
    // The card is saved by Stripe's webhook, for the member who opened the setup.
    expect(saved).toMatchObject({ actor: { type: 'member', id: me }, before: { card: null } });
    expect(saved.after?.card).toMatchObject({ last4: '4242' });
    expect(paid).toMatchObject({
      actor: { type: 'member', id: me, role: 'owner' },
      subject: { type: 'invoice', id: invoice.invoice_number },
      after: { status: 'paid', paid_via: 'checkout', amount_cents: invoice.amount_cents },
    });
  }, 180_000);
});

describe('held sales', () => {
  it('releasing one and voiding another each leave one entry with the commission before and after', async () => {
    const { brand, live } = await sellingBrand(1, 10);
    const creator = await partnerOn(brand, live.id);
    const me = (await api('/me', { token: creator.token })).body;
    // Self-referrals (the shopper is the creator): held for the brand's decision.
    const heldSale = async () => {
      const orderId = newOrderId();
      await deliver(
        'orders/paid',
        brand.shop,
        orderPayload({
          id: orderId,
          ref: creator.code,
          email: me.email,
          lines: [{ product: live, quantity: 1 }],
        }),
      );
      return eventually(async () => {
        const sale = (await salesOf(brand.token)).sales.find(
          (candidate: { order_id: string; status: string }) =>
            candidate.order_id.endsWith(String(orderId)) && candidate.status === 'held',
        );
        return sale as { sale_id: string; order_name: string } | undefined;
      }, 30_000);
    };
    const [first, second] = [await heldSale(), await heldSale()];
    const before = (await allEntries(brand.token)).length;
    // Issue 36: a void says why (the creator reads it); a release may.
    const decide = (saleId: string, decision: string) =>
      api(`/brand/sales/${saleId}/${decision}`, {
        ...json('POST', { reason: 'Checked with the shopper.' }),
        token: brand.token,
      });
    expect((await decide(first.sale_id, 'release')).status).toBe(200);
    expect((await decide(second.sale_id, 'void')).status).toBe(200);
    // Decided already: refused, nothing more recorded.
    expect((await decide(first.sale_id, 'void')).status).toBe(409);
    const entries = (await allEntries(brand.token)).slice(0, (await allEntries(brand.token)).length - before);
    expect(kindsOf(entries)).toEqual(['sale.released', 'sale.voided']);
    const [voided, released] = entries as [Entry, Entry];
    expect(released).toMatchObject({
      subject: { type: 'sale', label: first.order_name },
      before: { status: 'held' },
      after: { status: 'attributed' },
    });
    expect(released.after?.commission_cents).toBe(released.before?.commission_cents);
    expect(voided).toMatchObject({ after: { status: 'void', commission_cents: 0 } });
  }, 120_000);
});

describe('reading the log', () => {
  it('filters by person and by kind, pages with a cursor, and refuses another brand’s cursor', async () => {
    const brand = await brandWithProducts(3);
    const other = await brandWithProducts(0);
    const me = await meOf(brand);
    await ensureSecondFactor(brand.token);
    for (const [i, productId] of brand.productIds.entries())
      await api(`/brand/products/${productId}/settings`, {
        ...json('PATCH', { commission_percentage: 20 + i }),
        token: brand.token,
      });
    const key = await api('/brand/api-keys', {
      ...json('POST', { name: 'Reader', scopes: ['sales:read'] }),
      token: brand.token,
    });
    expect(key.status).toBe(201);
    // Paging: two at a time, newest first, nothing twice.
    const first = await log(brand.token, '?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.next_cursor).toBeTruthy();
    expect(first.members.length).toBeGreaterThan(0);
    const second = await log(brand.token, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.entries).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
    expect(second.members).toEqual([]);
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(4);
    expect(first.entries[0]?.kind).toBe('api_key.created');
    // By kind, by person.
    const commissions = await allEntries(brand.token, '&kind=commission.changed');
    expect(commissions).toHaveLength(3);
    expect(await allEntries(brand.token, `&actor=${me}`)).toHaveLength(4);
    expect(await allEntries(brand.token, '&actor=stripe')).toEqual([]);
    // A bad filter, or a cursor into another brand's log, is refused.
    expect((await api('/brand/audit-log?kind=money.stolen', { token: brand.token })).status).toBe(400);
    const theirs = await api(`/brand/audit-log?cursor=${first.next_cursor}`, { token: other.token });
    expect(theirs.status).toBe(400);
    expect(theirs.body.error.fields.cursor).toBeTruthy();
    // Another brand sees nothing of it.
    expect((await log(other.token)).entries).toEqual([]);
  });

  it('exports the log as CSV for a date range, one row per entry', async () => {
    const brand = await brandWithProducts(2);
    for (const productId of brand.productIds)
      await api(`/brand/products/${productId}/settings`, {
        ...json('PATCH', { commission_percentage: 30 }),
        token: brand.token,
      });
    const today = new Date().toISOString().slice(0, 10);
    const file = await downloadExport('audit-log', { from: today, to: today }, brand.token);
    expect(file.status).toBe(200);
    expect(file.header.slice(0, 6)).toEqual(['at', 'kind', 'what', 'actor_type', 'actor_id', 'actor_name']);
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toMatchObject({
      kind: 'commission.changed',
      what: 'Changed a commission',
      actor_role: 'owner',
      subject: 'Test product 1',
      before: '{"commission_percentage":10}',
      after: '{"commission_percentage":30}',
    });
    // Oldest first; the range excludes other days.
    expect(file.rows.map((row) => row.subject_id)).toEqual(brand.productIds);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await downloadExport('audit-log', { from: yesterday, to: yesterday }, brand.token)).rows).toEqual(
      [],
    );
  });
});

/**
 * Issue 19, money over the wire with the local mailbox: a creator's first sale on a link is one e-mail;
 * a refund's reversed commission, a held self-referral, a brand's invoice issued and paid and a creator's
 * payout sent are each one e-mail (locked: no List-Unsubscribe), and redelivering their events three
 * times sends nothing more; a burst of 1,000 sales on a link sends no more e-mails at once, and the day's
 * digest is one e-mail that counts them all. Issue 31: the brand is told of each sale in the bell and
 * its day's sales digest (one e-mail for the burst too), and its held sale's notification is done once
 * released.
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../../../contracts/money-text';
import { DIGEST_MAX_LINES } from '../../../../contracts/notifications';
import { catalogue } from '../../../../events/catalogue';
import { api, eventually, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { mailTo, redeliver } from '../../../../tests/support/mailbox';
import { brandWithStore, onboardedCreator, type StoreBrand } from '../../../../tests/support/partnership';
import {
  connectPayouts,
  earnPayableBalance,
  invoicesOf,
  payoutsOf,
  runSchedule,
} from '../../../../tests/support/payouts';
import {
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  productsOf,
  type StoreProduct,
} from '../../../../tests/support/sales';

let brand: StoreBrand;
let brandEmail: string;
let product: StoreProduct;
const stamp = Date.now();
const sellerEmail = `money-seller-${stamp}@example.com`;
const payeeEmail = `money-payee-${stamp}@example.com`;
let seller: Awaited<ReturnType<typeof partnerOn>>;
let payee: Awaited<ReturnType<typeof partnerOn>>;

const subjects = async (address: string, pattern: RegExp) =>
  (await mailTo(address)).filter((message) => pattern.test(message.subject));

/** Waits for exactly one message matching `pattern` (and fails on a second). */
const oneMail = async (address: string, pattern: RegExp, timeoutMs = 20_000) => {
  const [message] = await eventually(async () => {
    const found = await subjects(address, pattern);
    return found.length > 0 ? found : undefined;
  }, timeoutMs);
  expect(await subjects(address, pattern)).toHaveLength(1);
  return message as NonNullable<typeof message>;
};

beforeAll(async () => {
  brand = await brandWithStore(1);
  brandEmail = (await api('/me', { token: brand.token })).body.email;
  product = (await productsOf(brand)).find((p) => p.id === brand.liveProductIds[0]) as StoreProduct;
  seller = await partnerOn(brand, product.id, await onboardedCreator(undefined, { email: sellerEmail }));
  payee = await partnerOn(brand, product.id, await onboardedCreator(undefined, { email: payeeEmail }));
  await connectPayouts(payee.token);
}, 180_000);

describe('money notifications', () => {
  it('e-mails the first sale on a link, a reversal, a held sale, the invoice issued and paid and the payout sent, each once', async () => {
    // First, while the brand has no other sale: another test file's billing run (the same instant) may
    // bill the brand at any moment, and a sale recorded after its invoice belongs to the next period.
    // A payable balance for the other creator: an old sale, the brand billed on the 1st, its invoice paid.
    const perUnit = Math.floor((product.price_cents * product.commission_percentage) / 100);
    await earnPayableBalance({
      brand,
      product,
      creator: payee,
      quantity: Math.ceil(3_000 / Math.max(perUnit, 1)) + 1,
    });
    const period = new Date().toISOString().slice(0, 7);
    const invoice = (await invoicesOf(brand.token)).find((candidate) => candidate.period === period);
    if (!invoice) throw new Error('no invoice');
    const issued = await oneMail(brandEmail, /invoice: .*, due /);
    expect(issued.subject).toContain(formatUsd(invoice.amount_cents));
    expect(issued.text).toContain(invoice.invoice_number);
    expect(issued.text).toContain(`${outputs().WebUrl}/brand/account?tab=billing`);
    // Money is a locked category: no unsubscribe.
    expect(issued.headers['List-Unsubscribe']).toBeUndefined();
    const paid = await oneMail(brandEmail, new RegExp(` · Invoice ${invoice.invoice_number} is paid$`));
    expect(paid.text).toContain(formatUsd(invoice.amount_cents));

    const requested = await api('/creator/payouts', { method: 'POST', token: payee.token });
    expect(requested.status).toBe(202);
    const payout = await eventually(async () => {
      const [latest] = (await payoutsOf(payee.token)).payouts;
      return latest?.status === 'paid' ? latest : undefined;
    }, 30_000);
    const sent = await oneMail(payeeEmail, /^Your payout of .* is on its way$/);
    expect(sent.subject).toBe(`Your payout of ${formatUsd(payout.amount_cents)} is on its way`);
    expect(sent.text).toContain(`${outputs().WebUrl}/creator/payouts?tab=history`);
    expect(sent.headers['List-Unsubscribe']).toBeUndefined();

    const orderId = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: orderId, ref: seller.code, lines: [{ product, quantity: 2 }] }),
    );
    const first = await oneMail(sellerEmail, /^New sale for /);
    expect(first.text).toContain("It's your first sale through your link");
    expect(first.text).toContain(`${outputs().WebUrl}/creator/payouts`);
    expect(first.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A refund of one unit: the creator is told what was taken back (money: locked).
    await deliver('refunds/create', brand.shop, {
      id: newOrderId(),
      order_id: orderId,
      created_at: new Date().toISOString(),
      refund_line_items: [{ id: 1, line_item_id: orderId * 10 + 1, quantity: 1 }],
    });
    const reversed = await oneMail(sellerEmail, /commission reversed by /);
    expect(reversed.text).toContain(`refunded order #${String(orderId).slice(-5)}`);
    expect(reversed.headers['List-Unsubscribe']).toBeUndefined();

    // A self-referral (the shopper is the creator) is held: the brand is asked to decide.
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ ref: seller.code, email: sellerEmail, lines: [{ product, quantity: 1 }] }),
    );
    const held = await oneMail(brandEmail, / · A sale is waiting for your decision/);
    expect(held.text).toContain('Self-referral');
    expect(held.text).toContain(`${outputs().WebUrl}/brand/campaigns?tab=sales`);

    // Issue 31: the brand's bell has each counted sale (no e-mail of its own: the daily sales digest),
    // and the held sale's notification until the brand decides: released, it is done.
    const brandBell = async () =>
      (await api('/notifications', { token: brand.token })).body.notifications as {
        kind: string;
        title: string;
        body: string;
        link: string;
        read_at: string | null;
      }[];
    const sold = await eventually(async () => {
      const items = (await brandBell()).filter((n) => n.kind === 'brand_sale');
      return items.length > 0 ? items : undefined;
    }, 20_000);
    expect(sold.find((n) => n.body.includes(`order #${String(orderId).slice(-5)}`))).toMatchObject({
      title: expect.stringMatching(new RegExp(` · New sale by @${seller.creator.username}: \\$`)),
      link: '/brand/campaigns?tab=sales',
    });
    expect(await subjects(brandEmail, / · New sale by /)).toHaveLength(0);
    const waiting = (await brandBell()).filter((n) => n.kind === 'sale_held');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.read_at).toBeNull();
    const { sales } = (await api('/brand/sales', { token: brand.token })).body as {
      sales: { sale_id: string; status: string }[];
    };
    const heldSale = sales.find((sale) => sale.status === 'held');
    if (!heldSale) throw new Error('no held sale');
    const released = await api(`/brand/sales/${heldSale.sale_id}/release`, {
      method: 'POST',
      token: brand.token,
    });
    expect(released.status).toBe(200);
    await eventually(async () => {
      const [item] = (await brandBell()).filter((n) => n.kind === 'sale_held');
      return item?.read_at ? true : undefined;
    }, 20_000);

    // At-least-once delivery: each source event three more times sends nothing more.
    expect(await redeliver('invoiceNumber', invoice.invoice_number, 3)).toBeGreaterThanOrEqual(1);
    expect(await redeliver('payoutId', payout.payout_id, 3)).toBeGreaterThanOrEqual(1);
    // The held sale's notice, its release and the released sale's SaleAttributed: still one, done.
    const [heldAt, heldOrder] = heldSale.sale_id.split('-');
    const heldSaleSk = `SALE#${new Date(Number(heldAt)).toISOString()}#${heldOrder}`;
    // SaleHeldForReview, HeldSaleDecided and the released sale's SaleAttributed.
    expect(await redeliver('saleId', heldSaleSk, 3)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const heldItems = (await brandBell()).filter((n) => n.kind === 'sale_held');
    expect(heldItems).toHaveLength(1);
    expect(heldItems[0]?.read_at).not.toBeNull();
    // Released, it counts: one sale notice for the brand however often its SaleAttributed comes.
    const heldOrderName = held.subject.replace(/^.*order /, '');
    const releasedSale = (await brandBell()).filter(
      (n) => n.kind === 'brand_sale' && n.body.includes(`order ${heldOrderName} `),
    );
    expect(releasedSale).toHaveLength(1);
    expect(await subjects(brandEmail, /invoice: .*, due /)).toHaveLength(1);
    expect(await subjects(brandEmail, / is paid$/)).toHaveLength(1);
    expect(await subjects(payeeEmail, /^Your payout of /)).toHaveLength(1);
  }, 180_000);

  it('folds a burst of 1,000 sales on the link into one daily digest that counts them all', async () => {
    useCloudEnvironment();
    const { getDigest } = await import('../../entities/digest');
    const sellerId = (await api('/me', { token: seller.token })).body.id as string;
    const before = (await mailTo(sellerEmail)).length;
    // 1,000 real webhooks take minutes on two cores; the notifications consumer only reads the event, so
    // the burst is 1,000 SaleAttributed events put straight on the local bus, as the outbox publisher puts
    // them (distinct meta.eventId each: 1,000 different sales), all on the seller's link.
    const at = new Date();
    const client = new EventBridgeClient({
      endpoint: outputs().EventBridgeEndpoint,
      region: outputs().Region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const { source, detailType } = catalogue.SaleAttributed;
    const bucket = `${at.toISOString().slice(0, 10)}#sales`;
    const folded = async () => (await getDigest(sellerId, bucket))?.count ?? 0;
    // Issue 31: the brand is told of every sale too, in the bell and the same day's sales digest.
    const brandUserId = (await api('/me', { token: brand.token })).body.id as string;
    const brandFolded = async () => (await getDigest(brandUserId, bucket))?.count ?? 0;
    const brandBefore = await brandFolded();
    const brandMailBefore = (await mailTo(brandEmail)).length;
    // The first test's released self-referral is the seller's second sale on the link: in this digest.
    const sellerBefore = await folded();
    const BURST = 1_000;
    for (let start = 0; start < BURST; start += 10) {
      const entries = Array.from({ length: 10 }, (_, i) => ({
        EventBusName: outputs().EventBusName,
        Source: source,
        DetailType: detailType,
        Detail: JSON.stringify({
          version: 1,
          creatorId: sellerId,
          brandId: brand.brandId,
          saleId: `SALE#${at.toISOString()}#burst-${stamp}-${start + i}`,
          saleCents: 2_500,
          commissionCents: 375,
          orderedAt: at.toISOString(),
          linkCode: seller.code,
          productName: product.name,
          brandName: 'Burst Brand',
          creatorUsername: seller.creator.username,
          meta: { eventId: `evt_burst_${stamp}_${start + i}`, occurredAt: at.toISOString() },
        }),
      }));
      // Ten per call, EventBridge's limit.
      const put = await client.send(new PutEventsCommand({ Entries: entries }));
      expect(put.FailedEntryCount ?? 0).toBe(0);
    }
    await eventually(
      async () =>
        (await folded()) >= sellerBefore + BURST && (await brandFolded()) >= brandBefore + BURST
          ? true
          : undefined,
      // Two digests of 1,000 lines each (the seller's and the brand's): ~200 s seen on two loaded cores.
      330_000,
    );
    // Every sale is in the day's sales digest (the link's first sale had its e-mail already).
    expect(await folded()).toBe(sellerBefore + BURST);
    expect(await subjects(sellerEmail, /^New sale for /)).toHaveLength(1);

    // The digest goes when the day is over (the schedule as if it fired just after midnight UTC).
    const dayEnd = Date.parse(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`) + 24 * 3600 * 1000;
    // For this creator only: other files share the cloud and their digests are theirs to send.
    await runSchedule('SendNotificationDigests', new Date(dayEnd + 60_000).toISOString(), {
      userIds: [sellerId],
    });
    const digest = await oneMail(sellerEmail, /^Your sales on /);
    expect(digest.subject).toMatch(
      new RegExp(`^Your sales on \\w+ \\d+: ${sellerBefore + BURST} new sales$`),
    );
    const listed = (digest.text ?? '').split('\n').filter((line) => line.startsWith('- '));
    const more = Number(/and (\d+) more/.exec(digest.text ?? '')?.[1]);
    // At most DIGEST_MAX_LINES listed however many notices raced to add theirs; the rest are counted.
    expect(listed).toHaveLength(DIGEST_MAX_LINES);
    expect(listed.filter((line) => line.startsWith('- Burst Brand: ')).length).toBeGreaterThanOrEqual(
      DIGEST_MAX_LINES - sellerBefore,
    );
    expect(listed.length + more).toBe(sellerBefore + BURST);
    // Far fewer e-mails than sales: the digest alone came of the burst.
    expect(await subjects(sellerEmail, /^New sale for /)).toHaveLength(1);
    const after = await mailTo(sellerEmail);
    expect(after.length - before).toBeLessThanOrEqual(1);
    expect(after.length).toBeLessThan(10);

    // The brand: every sale folded once, no e-mail of its own, then one digest that counts them all.
    expect(await brandFolded()).toBe(brandBefore + BURST);
    expect(await subjects(brandEmail, / · New sale by /)).toHaveLength(0);
    expect((await mailTo(brandEmail)).length).toBe(brandMailBefore);
    await runSchedule('SendNotificationDigests', new Date(dayEnd + 60_000).toISOString(), {
      userIds: [brandUserId],
    });
    const brandDigest = await oneMail(brandEmail, /^Your sales on /);
    expect(brandDigest.subject).toMatch(new RegExp(`: ${brandBefore + BURST} new sales$`));
    expect(brandDigest.text).toContain(`${outputs().WebUrl}/brand/campaigns?tab=sales`);
    expect((await mailTo(brandEmail)).length).toBe(brandMailBefore + 1);
  }, 480_000);
});

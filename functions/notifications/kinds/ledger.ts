/**
 * Money: a creator's sales, reversed commissions, payouts and payout account; a brand's sales, invoices
 * and the sales it must decide on. Every kind but the sales ones is in the locked money category
 * (transactional: always its own e-mail, never limited nor folded); sales are optional: a creator's,
 * after the first on a link, and every one of a brand's fold into one daily digest.
 */
import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import { rolesFor } from '../../../contracts/brand-roles';
import { getBrand } from '../../catalogue';
import { getCreator } from '../../identity';
import { periodStart } from '../../shared/time/period';
import { defineBrandKind, handle } from './brands';
import { defineKind, money } from './kind';
import type { BrandNotice, Notice, NoticeSources, ResolutionSources } from './source';

/** "Dec 15, 2026" (UTC): with the year, so an e-mail read later still says when. */
const day = (iso: string | number | null): string =>
  iso ? format(new UTCDate(String(iso)), 'MMM d, yyyy') : 'soon';

/** "November 2026" for the billing period 2026-11. */
const month = (period: string | number | null): string =>
  format(new UTCDate(periodStart(String(period))), 'MMMM yyyy');

const cents = (value: string | number | null): number => Number(value ?? 0);

const earnings = { label: 'See your earnings', path: '/creator/payouts' };
const payoutHistory = { label: 'See the receipt', path: '/creator/payouts?tab=history' };
const payoutAccount = { label: 'Update payout account', path: '/creator/account' };
const billing = (label: string) => ({ label, path: '/brand/account?tab=billing' });
const brandSales = { label: 'See your sales', path: '/brand/campaigns?tab=sales' };

/** Where a sale came from, in words: "your link GLOW-AVA", "your discount code AVA10". */
const through = (p: { method: string | number | null; code: string | number | null }) =>
  p.method === 'code'
    ? `your discount code ${p.code ?? ''}`.trim()
    : p.code
      ? `your link ${p.code}`
      : 'your link';

/** Where a brand's sale came from: "their link AVA-GLOW", "their discount code AVA10". */
const brandThrough = (p: { method: string | number | null; code: string | number | null }) =>
  p.method === 'code'
    ? `their discount code ${p.code ?? ''}`.trim()
    : p.code
      ? `their link ${p.code}`
      : 'their link';

/** What Stripe turned off, in words, for the payout account notice. */
const accountProblems = (p: { detailsSubmitted: string; payoutsEnabled: string; transfersActive: string }) =>
  [
    p.detailsSubmitted === 'no' ? 'needs more details from you' : null,
    p.payoutsEnabled === 'no' ? 'has paused payouts' : null,
    p.transfersActive === 'no' ? 'has turned off transfers' : null,
  ].filter((problem): problem is string => problem !== null);

const listed = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

interface InvoiceProps extends Record<string, string | number | null> {
  invoiceNumber: string;
  period: string;
  amountCents: number;
  dueAt: string;
}

const invoiceExample: InvoiceProps = {
  invoiceNumber: 'INV-202611-6B0C8F10',
  period: '2026-11',
  amountCents: 48_120,
  dueAt: '2026-12-15T00:00:00.000Z',
};

export const ledgerKinds = {
  /**
   * Every attributed sale is in the bell; by e-mail only the first on each link (or code) is its own
   * message (`first`), the rest fold into the day's sales digest. So the e-mail's extra paragraphs can
   * say it is the first.
   */
  new_sale: defineKind({
    category: 'sales',
    email: 'first',
    firstKey: (p) => String(p.via),
    title: (p) => `New sale for ${p.brandName}: ${money(cents(p.commissionCents))} commission`,
    body: (p) =>
      `${p.productName ? `Someone bought ${p.productName}` : 'Someone ordered'} through ${through(p)}: a ${money(cents(p.saleCents))} order that earns you ${money(cents(p.commissionCents))}.`,
    details: (p) => [
      `It's your first sale through ${through(p)}. Congratulations! From now on, sales like this come together in one e-mail a day.`,
      `The commission is pending while the order can still be returned, and becomes payable once ${p.brandName} has paid its monthly invoice.`,
    ],
    action: () => earnings,
    digestLine: (p) =>
      `${p.brandName}: a ${money(cents(p.saleCents))} order${p.productName ? ` of ${p.productName}` : ''}, ${money(cents(p.commissionCents))} commission`,
    example: {
      brandName: 'Glow Skincare',
      productName: 'Vitamin C Serum',
      method: 'link',
      code: 'AVA-GLOW-7K2',
      via: 'link:AVA-GLOW-7K2',
      saleCents: 4_980,
      commissionCents: 747,
    },
  }),
  /**
   * The brand's side of a sale (issue 31): every one in the bell, and by e-mail only in the day's sales
   * digest, so a burst of a thousand orders is one e-mail. For the program's people (issue 35): its
   * results, on the Sales tab of Influencers & Campaigns.
   */
  brand_sale: defineBrandKind(rolesFor.program, {
    category: 'sales',
    email: 'digest',
    title: (p) => `New sale by ${handle(p.creatorUsername)}: ${money(cents(p.saleCents))} order`,
    body: (p) =>
      `${handle(p.creatorUsername)} brought ${p.orderName ? `order ${p.orderName}` : 'an order'}${p.productName ? ` of ${p.productName}` : ''} through ${brandThrough(p)}: ${money(cents(p.saleCents))}, earning them ${money(cents(p.commissionCents))} commission.`,
    action: () => brandSales,
    digestLine: (p) =>
      `${handle(p.creatorUsername)}: a ${money(cents(p.saleCents))} order${p.productName ? ` of ${p.productName}` : ''}, ${money(cents(p.commissionCents))} commission`,
    example: {
      creatorUsername: 'avareviews',
      orderName: '#1001' as string | null,
      productName: 'Vitamin C Serum' as string | null,
      method: 'link' as string | null,
      code: 'AVA-GLOW-7K2' as string | null,
      saleCents: 4_980,
      commissionCents: 747,
    },
  }),
  commission_reversed: defineKind({
    category: 'money',
    email: 'now',
    title: (p) => `${money(cents(p.commissionCents))} commission reversed by ${p.brandName}`,
    body: (p) =>
      `${p.brandName} ${p.reason === 'cancellation' ? 'cancelled' : 'refunded'} order ${p.orderName}, so ${money(cents(p.commissionCents))} of the commission it earned you is taken back.`,
    details: () => [
      'If that commission was already paid out, the amount is taken from your next payout. Your earnings show every reversal line by line.',
    ],
    action: () => earnings,
    digestLine: (p) =>
      `${money(cents(p.commissionCents))} reversed: ${p.brandName} order ${p.orderName} (${p.reason})`,
    example: {
      brandName: 'Glow Skincare',
      orderName: '#1001',
      reason: 'refund',
      commissionCents: 747,
    },
  }),
  payout_sent: defineKind({
    category: 'money',
    email: 'now',
    title: (p) => `Your payout of ${money(cents(p.amountCents))} is on its way`,
    body: (p) =>
      `We sent ${money(cents(p.amountCents))} to your Stripe payout account on ${day(p.paidAt)}. Stripe pays it out to your bank on your account's payout schedule.`,
    details: () => ['The receipt lists every commission and payment this payout covers.'],
    action: () => payoutHistory,
    digestLine: (p) => `Payout of ${money(cents(p.amountCents))} sent on ${day(p.paidAt)}`,
    example: { amountCents: 12_450, paidAt: '2026-12-01T06:00:04.000Z' },
  }),
  payout_failed: defineKind({
    category: 'money',
    email: 'now',
    title: (p) =>
      p.failureCode === 'transfer_reversed'
        ? `Your payout of ${money(cents(p.amountCents))} was reversed`
        : `Your payout of ${money(cents(p.amountCents))} could not be sent`,
    body: (p) => String(p.failureReason),
    details: (p) =>
      p.failureCode === 'payout_account_not_active'
        ? [
            'Finish your payout account with Stripe on your Account page. The next payout run then pays your balance.',
          ]
        : [
            'Nothing is lost: the amount stays in your balance and goes out with the next payout. If it fails again, check your payout account on your Account page.',
          ],
    action: (p) =>
      p.failureCode === 'payout_account_not_active'
        ? { label: 'Finish payout setup', path: '/creator/account' }
        : { label: 'See payout details', path: '/creator/payouts?tab=history' },
    digestLine: (p) => `Payout of ${money(cents(p.amountCents))} not sent`,
    example: {
      amountCents: 12_450,
      failureCode: 'payout_account_not_active',
      failureReason:
        'Your payout account cannot receive payouts right now. Finish its setup; the amount stays in your balance.',
    },
  }),
  payout_account_attention: defineKind({
    category: 'money',
    email: 'now',
    title: () => 'Your payout account needs attention',
    body: (p) =>
      `Stripe ${listed(accountProblems(p)) || 'has restricted your account'}, so we can't send you payouts until it's sorted out. Your earnings stay safe in your balance.`,
    details: () => [
      'Open your Account page and continue your payout account with Stripe: it usually takes a few minutes.',
    ],
    action: () => payoutAccount,
    digestLine: () => 'Your payout account needs attention',
    example: { detailsSubmitted: 'yes', payoutsEnabled: 'no', transfersActive: 'no' },
  }),
  invoice_issued: defineBrandKind<InvoiceProps>(rolesFor.money, {
    category: 'money',
    email: 'now',
    title: (p) => `Your ${month(p.period)} invoice: ${money(p.amountCents)}, due ${day(p.dueAt)}`,
    body: (p) =>
      `Invoice ${p.invoiceNumber} is ready: ${money(p.amountCents)} for your creators' ${month(p.period)} commissions and the platform fee.`,
    details: (p) => [
      `Pay it by ${day(p.dueAt)} on Billing & Invoices. With automatic payment on, we charge your saved card and you don't need to do anything.`,
      `Your creators are paid their ${month(p.period)} commissions once it is paid.`,
    ],
    action: () => billing('View invoice'),
    digestLine: (p) => `Invoice ${p.invoiceNumber}: ${money(p.amountCents)}, due ${day(p.dueAt)}`,
    example: invoiceExample,
  }),
  invoice_due_soon: defineBrandKind<InvoiceProps>(rolesFor.money, {
    category: 'money',
    email: 'now',
    title: (p) => `Invoice ${p.invoiceNumber} is due ${day(p.dueAt)}`,
    body: (p) => `Your ${month(p.period)} invoice of ${money(p.amountCents)} is due on ${day(p.dueAt)}.`,
    details: () => ['Pay it on Billing & Invoices so your creators are paid on time.'],
    action: () => billing('Pay invoice'),
    digestLine: (p) => `Invoice ${p.invoiceNumber} due ${day(p.dueAt)}`,
    example: invoiceExample,
  }),
  invoice_overdue: defineBrandKind<InvoiceProps>(rolesFor.money, {
    category: 'money',
    email: 'now',
    title: (p) => `Invoice ${p.invoiceNumber} is overdue`,
    body: (p) =>
      `Your ${month(p.period)} invoice of ${money(p.amountCents)} was due on ${day(p.dueAt)}. Your creators are paid their ${month(p.period)} commissions only once it is paid.`,
    details: () => ['Pay it now on Billing & Invoices.'],
    action: () => billing('Pay invoice'),
    digestLine: (p) => `Invoice ${p.invoiceNumber} overdue since ${day(p.dueAt)}`,
    example: invoiceExample,
  }),
  invoice_payment_failed: defineBrandKind<InvoiceProps & { reason: string; nextRetryAt: string | null }>(
    rolesFor.money,
    {
      category: 'money',
      email: 'now',
      title: (p) => `Payment of invoice ${p.invoiceNumber} failed`,
      body: (p) =>
        `We could not collect ${money(p.amountCents)} for your ${month(p.period)} invoice. Stripe said: “${p.reason}”`,
      details: (p) => [
        p.nextRetryAt
          ? `We will try your saved card again on ${day(p.nextRetryAt)}. To pay sooner or with another card, pay it on Billing & Invoices.`
          : `Pay it on Billing & Invoices with another card before ${day(p.dueAt)}.`,
      ],
      action: () => billing('Pay invoice'),
      digestLine: (p) => `Payment of invoice ${p.invoiceNumber} failed`,
      example: {
        ...invoiceExample,
        reason: 'Your card was declined.',
        nextRetryAt: '2026-12-03T00:30:00.000Z',
      },
    },
  ),
  invoice_paid: defineBrandKind<InvoiceProps>(rolesFor.money, {
    category: 'money',
    email: 'now',
    title: (p) => `Invoice ${p.invoiceNumber} is paid`,
    body: (p) => `We received ${money(p.amountCents)} for your ${month(p.period)} invoice. Thank you!`,
    details: (p) => [
      `Your creators' ${month(p.period)} commissions now become payable as their return windows end.`,
    ],
    action: () => billing('View invoice'),
    digestLine: (p) => `Invoice ${p.invoiceNumber} paid`,
    example: invoiceExample,
  }),
  // Released, voided or dismissed by whoever may review sales (the program's roles), though it is money.
  sale_held: defineBrandKind(rolesFor.program, {
    category: 'money',
    email: 'now',
    title: (p) =>
      p.status === 'held'
        ? `A sale is waiting for your decision: order ${p.orderName}`
        : `Order ${p.orderName} needs your review`,
    body: (p) => `${p.creatorUsername ? `Attributed to @${p.creatorUsername}. ` : ''}${p.reason}`,
    details: (p) => [
      p.status === 'held'
        ? 'Release it to pay the creator, or void it, on the Sales tab of Influencers & Campaigns. Until then it earns nothing and is not billed.'
        : 'It is not counted or billed. Check the order on the Sales tab of Influencers & Campaigns, then dismiss it.',
    ],
    action: () => ({ label: 'Review the sale', path: '/brand/campaigns?tab=sales' }),
    // Released, voided or dismissed (HeldSaleDecided): done.
    asks: (p) => `sale:${p.saleId}`,
    digestLine: (p) => `Order ${p.orderName} ${p.status === 'held' ? 'held' : 'needs review'}`,
    example: {
      saleId: 'SALE#2026-11-20T10:00:00.000Z#1001',
      orderName: '#1001',
      status: 'held',
      creatorUsername: 'ava.creates',
      reason:
        "Self-referral: the shopper's e-mail is the creator's own account e-mail. Held until the brand releases or voids it.",
    },
  }),
} as const;

/** A brand's notice: to the members its kind is for (recipients.ts). */
const toBrand = async (brandId: string, notice: Omit<BrandNotice, 'brandId'>) => [{ ...notice, brandId }];

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export const ledgerSources: NoticeSources = {
  SaleAttributed: async (d): Promise<(BrandNotice | Notice)[]> => {
    // Events written before they carried names read them.
    const [brandName, creatorUsername] = await Promise.all([
      d.brandName ?? getBrand(d.brandId).then((brand) => brand?.brand_name ?? 'A brand'),
      d.creatorUsername ?? getCreator(d.creatorId).then((creator) => creator?.username ?? null),
    ]);
    const method = d.linkCode ? 'link' : d.discountCode ? 'code' : null;
    const code = d.linkCode ?? d.discountCode ?? null;
    return [
      {
        kind: 'brand_sale',
        brandId: d.brandId,
        props: {
          creatorUsername: creatorUsername ?? 'a creator',
          orderName: d.orderName ?? null,
          productName: d.productName ?? null,
          method,
          code,
          saleCents: d.saleCents,
          commissionCents: d.commissionCents,
        },
      },
      {
        kind: 'new_sale',
        userId: d.creatorId,
        props: {
          brandName,
          productName: d.productName ?? null,
          method,
          code,
          // "The first sale on a link": per link (or code); a sale known by neither, per brand.
          via: d.linkCode
            ? `link:${d.linkCode}`
            : d.discountCode
              ? `code:${d.discountCode}`
              : `brand:${d.brandId}`,
          saleCents: d.saleCents,
          commissionCents: d.commissionCents,
        },
      },
    ];
  },
  CommissionReversed: async (d) => [
    {
      kind: 'commission_reversed',
      userId: d.creatorId,
      props: {
        brandName: d.brandName || 'A brand',
        orderName: d.orderName,
        reason: d.reason,
        commissionCents: d.commissionCents,
      },
    },
  ],
  PayoutSent: async (d) => [
    { kind: 'payout_sent', userId: d.creatorId, props: { amountCents: d.amountCents, paidAt: d.paidAt } },
  ],
  PayoutFailed: async (d) => [
    {
      kind: 'payout_failed',
      userId: d.creatorId,
      props: { amountCents: d.amountCents, failureCode: d.failureCode, failureReason: d.failureReason },
    },
  ],
  PayoutAccountNeedsAttention: async (d) => [
    {
      kind: 'payout_account_attention',
      userId: d.creatorId,
      props: {
        detailsSubmitted: yesNo(d.detailsSubmitted),
        payoutsEnabled: yesNo(d.payoutsEnabled),
        transfersActive: yesNo(d.transfersActive),
      },
    },
  ],
  InvoiceIssued: (d) => toBrand(d.brandId, { kind: 'invoice_issued', props: invoicePropsOf(d) }),
  InvoiceDueSoon: (d) => toBrand(d.brandId, { kind: 'invoice_due_soon', props: invoicePropsOf(d) }),
  InvoiceOverdue: (d) => toBrand(d.brandId, { kind: 'invoice_overdue', props: invoicePropsOf(d) }),
  InvoicePaymentFailed: (d) =>
    toBrand(d.brandId, {
      kind: 'invoice_payment_failed',
      props: { ...invoicePropsOf(d), reason: d.reason, nextRetryAt: d.nextRetryAt },
    }),
  InvoicePaid: (d) => toBrand(d.brandId, { kind: 'invoice_paid', props: invoicePropsOf(d) }),
  SaleHeldForReview: (d) =>
    toBrand(d.brandId, {
      kind: 'sale_held',
      props: {
        saleId: d.saleId,
        orderName: d.orderName,
        status: d.status,
        creatorUsername: d.creatorUsername,
        reason: d.reason,
      },
    }),
};

export const ledgerResolutions: ResolutionSources = {
  HeldSaleDecided: async (d) => [{ brandId: d.brandId, subject: `sale:${d.saleId}`, asking: 'sale_held' }],
};

function invoicePropsOf(d: {
  period: string;
  invoiceNumber: string;
  amountCents: number;
  dueAt: string;
}): InvoiceProps {
  return { invoiceNumber: d.invoiceNumber, period: d.period, amountCents: d.amountCents, dueAt: d.dueAt };
}

/**
 * Issue 31: the sale as /api/v1/sales and the Sales list show it (toSaleView), for the ledger's outgoing
 * webhooks: sale.created, sale.reversed and commission.held carry this object, so a payload has the same
 * fields as the API's sale (creator_username, order_name, each line's receipt), built by one function.
 */
import type * as z from 'zod/mini';
import type { sale as saleShape } from '../../../contracts/sales';
import { getSaleItem, type Sale, toSale } from '../entities/sale';
import { toSaleView } from './sale-view';

export type SaleObject = z.input<typeof saleShape>;

/** The sale under the brand by its sort key (as the ledger's events carry it), as it stands now. */
export const saleObjectOf = async (brandId: string, saleSk: string): Promise<SaleObject | undefined> => {
  const item = await getSaleItem(brandId, saleSk);
  return item ? toSaleView(toSale(item)) : undefined;
};

/**
 * A realistic sale for a test event (Send test event): an order of two units through a creator's link,
 * 15% of the base, in the hold — one sale, reversed (one unit refunded) or held (a self-referral),
 * through the same toSaleView as a real one.
 */
export const sampleSaleObject = (
  brandId: string,
  state: 'attributed' | 'reversed' | 'held',
  now = new Date(),
): SaleObject => {
  const createdAt = new Date(now.getTime() - 3_600_000).toISOString();
  const refunded = state === 'reversed' ? 1 : 0;
  const base = 4_800 * 2;
  const commission = Math.round(base * 0.15);
  const kept = (cents: number) => Math.round((cents * (2 - refunded)) / 2);
  const sale: Sale = {
    brand_id: brandId,
    sale_sk: `SALE#${createdAt}#1000000001`,
    order_id: '1000000001',
    order_name: '#1001',
    brand_name: 'Your brand',
    shop_domain: 'your-store.myshopify.com',
    creator_id: 'cr_sample',
    creator_username: 'sample_creator',
    status: state === 'held' ? 'held' : 'attributed',
    status_reason: state === 'held' ? "The shopper's e-mail is the creator's (a self-referral)" : null,
    attribution: {
      method: 'link',
      via: 'SAMPLE01',
      overruled_code: null,
      explanation: "Bought through sample_creator's link",
      link_product_id: 'pr_sample',
    },
    customer_email: 'shopper@example.com',
    currency: 'USD',
    created_at: createdAt,
    hold_until: new Date(Date.parse(createdAt) + 7 * 86_400_000).toISOString(),
    cancelled_at: null,
    lines: [
      {
        line_id: '1',
        product_id: 'pr_sample',
        product_name: 'Sample product',
        quantity: 2,
        price_cents: 4_800,
        discount_cents: 0,
        base_cents: base,
        rate_percentage: 15,
        rate_rule: 'product rate',
        commission_cents: commission,
        commissionable: true,
        reason: null,
        reversed_quantity: refunded,
        reversed_base_cents: base - kept(base),
        reversed_commission_cents: commission - kept(commission),
        shopify_product_id: null,
        entry_sk: null,
      },
    ],
    sale_cents: kept(base),
    commission_cents: kept(commission),
    refund_ids: refunded ? ['sample-refund'] : [],
    version: refunded,
    recorded_at: createdAt,
  } as Sale;
  return toSaleView(sale);
};

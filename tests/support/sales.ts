/**
 * The money loop for tests: a brand with a store and live products, a creator partnered on one of them
 * (apply → approve → link), and Shopify deliveries (orders/paid, refunds/create, …) to the app's webhook
 * endpoint, signed with the local cloud's app secret, as the demo store and Shopify send them.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, eventually } from './cloud';
import { requireNeed } from './local-only';
import { approvedApplication, brandWithStore, json, onboardedCreator, type StoreBrand } from './partnership';
import { shopifyDelivery } from './shopify-webhook';

export const appSecret = (): string => {
  requireNeed('secret SHOPIFY_API_SECRET', "signs deliveries as Shopify with the app's secret");
  const value = process.env.SHOPIFY_API_SECRET;
  if (!value) throw new Error('SHOPIFY_API_SECRET is not set in the test worker');
  return value;
};

export interface StoreProduct {
  id: string;
  name: string;
  price_cents: number;
  commission_percentage: number;
  shopify_product_id: string;
}

export const productsOf = async (brand: StoreBrand): Promise<StoreProduct[]> =>
  (await api('/brand/products', { token: brand.token })).body.products;

/**
 * The ledger tests' seller: a brand whose connected store has `live` live products, every product it
 * imported, and the first live one, at `commissionPercentage` when given (else the brand's default).
 */
export const sellingBrand = async (live: number, commissionPercentage?: number) => {
  const brand = await brandWithStore(live);
  const products = await productsOf(brand);
  const first = products.find((p) => p.id === brand.liveProductIds[0]) as StoreProduct;
  if (commissionPercentage === undefined) return { brand, products, live: first };
  await api(`/brand/products/${first.id}/settings`, {
    ...json('PATCH', { commission_percentage: commissionPercentage }),
    token: brand.token,
  });
  return { brand, products, live: { ...first, commission_percentage: commissionPercentage } };
};

/** amount x n / d rounded half-up, as the ledger computes it (the tests' own arithmetic, not the ledger's). */
export const share = (amount: number, n: number, d: number) => Math.floor((amount * n * 2 + d) / (2 * d));
/** `percent` of `base` cents, rounded half-up as the ledger does. */
export const halfUp = (base: number, percent: number) => share(base, Math.round(percent * 100), 10_000);

/** A creator with an approved application (hence a referral link) on `productId`. */
export const partnerOn = async (
  brand: StoreBrand,
  productId: string,
  creator?: Awaited<ReturnType<typeof onboardedCreator>>,
) => {
  const partner = creator ?? (await onboardedCreator());
  await approvedApplication(brand, partner.token, productId);
  const link = await eventually(async () => {
    const { body } = await api('/creator/campaigns', { token: partner.token });
    return (body.links as { product_id: string; referral_code: string }[]).find(
      (l) => l.product_id === productId,
    );
  }, 15_000);
  return { ...partner, code: link.referral_code };
};

let nextOrderId = 7_100_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
export const newOrderId = () => ++nextOrderId;

export interface OrderLine {
  product: Pick<StoreProduct, 'shopify_product_id' | 'name' | 'price_cents'> | null;
  quantity: number;
  discountCents?: number;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** An orders/paid payload as Shopify's REST webhook sends it. */
export const orderPayload = (input: {
  id?: number;
  lines: OrderLine[];
  ref?: string | null;
  landingRef?: string | null;
  codes?: string[];
  email?: string;
  createdAt?: string;
  /** Issue 36: the shopper's name (Shopify's customer) and shipping address. */
  customer?: { first_name: string; last_name: string };
  shippingAddress?: { address1: string; zip: string; country_code: string };
}) => {
  const id = input.id ?? newOrderId();
  return {
    id,
    name: `#${String(id).slice(-5)}`,
    email: input.email ?? `shopper-${randomUUID().slice(0, 6)}@example.com`,
    currency: 'USD',
    created_at: input.createdAt ?? new Date().toISOString(),
    financial_status: 'paid',
    ...(input.customer ? { customer: input.customer } : {}),
    ...(input.shippingAddress ? { shipping_address: input.shippingAddress } : {}),
    note_attributes: input.ref ? [{ name: 'ref', value: input.ref }] : [],
    landing_site: input.landingRef ? `/products/x?ref=${input.landingRef}` : '/',
    discount_codes: (input.codes ?? []).map((code) => ({ code, amount: '0.00', type: 'percentage' })),
    line_items: input.lines.map((line, index) => ({
      id: id * 10 + index + 1,
      product_id: line.product ? Number(line.product.shopify_product_id) : null,
      variant_id: null,
      title: line.product?.name ?? 'Gift wrap',
      quantity: line.quantity,
      price: money(line.product?.price_cents ?? 350),
      discount_allocations: line.discountCents
        ? [{ amount: money(line.discountCents), discount_application_index: 0 }]
        : [],
    })),
  };
};

/**
 * Posts one signed delivery to the app's endpoint; on a 5xx (an overloaded machine) it delivers again
 * with the same webhook id, as Shopify retries — the receipt makes a retried delivery count once.
 */
export const deliver = async (topic: string, shop: string, payload: unknown, webhookId?: string) => {
  const delivery = shopifyDelivery({
    topic,
    shop,
    secret: appSecret(),
    payload,
    webhookId: webhookId ?? randomUUID(),
  });
  for (let attempt = 1; ; attempt++) {
    const response = await api('/webhooks/shopify', {
      method: 'POST',
      body: delivery.body,
      headers: delivery.headers,
    });
    if (response.status === 200) return response;
    if (response.status < 500 || attempt >= 5) {
      throw new Error(`delivery refused: ${response.status} ${JSON.stringify(response.body)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
};

export const earningsOf = async (token: string) => (await api('/creator/earnings?limit=100', { token })).body;
export const salesOf = async (token: string) => (await api('/brand/sales?limit=100', { token })).body;

/**
 * The creator asks the brand for a discount code and the brand approves it at `percentage`% (the app then
 * creates it in the store); returns the code.
 */
export const approvedDiscountCode = async (
  brand: Pick<StoreBrand, 'brandId' | 'token'>,
  creator: { token: string; creator: { id: string } },
  percentage = 10,
): Promise<string> => {
  const requested = await api('/creator/discount-codes', {
    ...json('POST', { brand_id: brand.brandId }),
    token: creator.token,
  });
  expect(requested.status).toBe(201);
  const approved = await api(`/brand/discount-codes/${creator.creator.id}/approve`, {
    ...json('POST', { discount_percentage: percentage }),
    token: brand.token,
  });
  expect(approved.status).toBe(200);
  return approved.body.discount_code.code as string;
};

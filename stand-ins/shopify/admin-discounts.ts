/**
 * The demo store's code discounts over Admin GraphQL (admin-graphql.ts dispatches by operation name),
 * answering as Shopify's Admin API does, userErrors included (DiscountUserError: field, code, message):
 *   DiscountCodeBasicCreate  discountCodeBasicCreate(basicCodeDiscount)   → codeDiscountNode | userErrors
 *   CodeDiscountNodeByCode   codeDiscountNodeByCode(code)                 → the node, or null
 *   DiscountCodeDeactivate   discountCodeDeactivate(id)                   → endsAt now, status EXPIRED
 *   DiscountCodeBasicUpdate  discountCodeBasicUpdate(id, basicCodeDiscount) → appliesOncePerCustomer, endsAt
 * Deactivating a discount already ended keeps its end (Shopify answers it without an error).
 */
import type { DemoDiscount, DemoState } from './state';

type Outcome = { data: Record<string, unknown> | null } | { errors: { message: string }[] };
type UserError = { field: string[] | null; code: string; message: string };

/** Shopify's DiscountStatus of a code discount at `now`. */
export const discountStatus = (
  discount: DemoDiscount,
  now = Date.now(),
): 'ACTIVE' | 'EXPIRED' | 'SCHEDULED' => {
  if (Date.parse(discount.startsAt) > now) return 'SCHEDULED';
  if (discount.endsAt && Date.parse(discount.endsAt) <= now) return 'EXPIRED';
  return 'ACTIVE';
};

/** The DiscountCodeNode as the app's selections read it, whatever they select. */
const node = (discount: DemoDiscount) => ({
  id: discount.gid,
  codeDiscount: {
    __typename: 'DiscountCodeBasic',
    title: discount.title,
    status: discountStatus(discount),
    startsAt: discount.startsAt,
    endsAt: discount.endsAt ?? null,
    appliesOncePerCustomer: discount.appliesOncePerCustomer === true,
    codes: { nodes: [{ code: discount.code }] },
  },
});

const notFound = (field: string): UserError => ({
  field: [field],
  code: 'INVALID',
  message: 'Discount does not exist',
});

const instant = (value: unknown): string | null | undefined => {
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
};

export const discountCodeBasicCreate = (
  variables: Record<string, unknown>,
  shop: string,
  state: DemoState,
): Outcome => {
  const input = (variables.basicCodeDiscount ?? {}) as {
    title?: unknown;
    code?: unknown;
    startsAt?: unknown;
    endsAt?: unknown;
    appliesOncePerCustomer?: unknown;
    customerGets?: { value?: { percentage?: unknown } };
  };
  const userErrors: UserError[] = [];
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  const percentage = input.customerGets?.value?.percentage;
  if (!title)
    userErrors.push({
      field: ['basicCodeDiscount', 'title'],
      code: 'BLANK',
      message: "Title can't be blank",
    });
  if (!code)
    userErrors.push({ field: ['basicCodeDiscount', 'code'], code: 'BLANK', message: "Code can't be blank" });
  else if (code.length > 255) {
    userErrors.push({
      field: ['basicCodeDiscount', 'code'],
      code: 'TOO_LONG',
      message: 'Code is too long (maximum is 255 characters)',
    });
  } else if (state.findDiscount(shop, code)) {
    userErrors.push({
      field: ['basicCodeDiscount', 'code'],
      code: 'TAKEN',
      message: 'Code must be unique. Please try a different code.',
    });
  }
  if (typeof percentage !== 'number' || !(percentage > 0 && percentage <= 1)) {
    userErrors.push({
      field: ['basicCodeDiscount', 'customerGets', 'value', 'percentage'],
      code: 'VALUE_OUTSIDE_RANGE',
      message: 'Value must be between 0.0 and 1.0',
    });
  }
  if (userErrors.length) return { data: { discountCodeBasicCreate: { codeDiscountNode: null, userErrors } } };
  const discount = state.addDiscount(shop, {
    code,
    title,
    percentage: percentage as number,
    startsAt: instant(input.startsAt) ?? new Date().toISOString(),
    endsAt: instant(input.endsAt) ?? null,
    appliesOncePerCustomer: input.appliesOncePerCustomer === true,
  });
  return { data: { discountCodeBasicCreate: { codeDiscountNode: node(discount), userErrors: [] } } };
};

export const codeDiscountNodeByCode = (
  variables: Record<string, unknown>,
  shop: string,
  state: DemoState,
): Outcome => {
  if (typeof variables.code !== 'string')
    return { errors: [{ message: 'Variable $code of type String! was provided invalid value' }] };
  const found = state.findDiscount(shop, variables.code);
  return { data: { codeDiscountNodeByCode: found ? node(found) : null } };
};

export const discountCodeDeactivate = (
  variables: Record<string, unknown>,
  shop: string,
  state: DemoState,
): Outcome => {
  const found = typeof variables.id === 'string' ? state.discountById(shop, variables.id) : undefined;
  if (!found)
    return { data: { discountCodeDeactivate: { codeDiscountNode: null, userErrors: [notFound('id')] } } };
  const ended = discountStatus(found) === 'EXPIRED';
  const updated = ended ? found : state.updateDiscount(shop, found.gid, { endsAt: new Date().toISOString() });
  return { data: { discountCodeDeactivate: { codeDiscountNode: node(updated), userErrors: [] } } };
};

export const discountCodeBasicUpdate = (
  variables: Record<string, unknown>,
  shop: string,
  state: DemoState,
): Outcome => {
  const found = typeof variables.id === 'string' ? state.discountById(shop, variables.id) : undefined;
  if (!found)
    return { data: { discountCodeBasicUpdate: { codeDiscountNode: null, userErrors: [notFound('id')] } } };
  const input = (variables.basicCodeDiscount ?? {}) as { appliesOncePerCustomer?: unknown; endsAt?: unknown };
  const changes: Partial<DemoDiscount> = {};
  if (typeof input.appliesOncePerCustomer === 'boolean')
    changes.appliesOncePerCustomer = input.appliesOncePerCustomer;
  if (input.endsAt !== undefined) {
    const endsAt = instant(input.endsAt);
    if (endsAt === undefined) {
      const error = {
        field: ['basicCodeDiscount', 'endsAt'],
        code: 'INVALID',
        message: 'Ends at is invalid',
      };
      return { data: { discountCodeBasicUpdate: { codeDiscountNode: null, userErrors: [error] } } };
    }
    changes.endsAt = endsAt;
  }
  const updated = state.updateDiscount(shop, found.gid, changes);
  return { data: { discountCodeBasicUpdate: { codeDiscountNode: node(updated), userErrors: [] } } };
};

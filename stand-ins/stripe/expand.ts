/**
 * Stripe's `expand[]`: a field holding an object's id is answered with the object itself
 * (`expand[]=payment_method` on a SetupIntent, `expand[]=latest_charge` on a PaymentIntent,
 * `expand[]=data.customer` on a list, `expand[]=payment_intent.latest_charge` nested). Ids are resolved
 * by their prefix; a field that holds no id (null, or already an object) is left as it is.
 */
import type { StripeObject, StripeState } from './state';

const collections: [string, (state: StripeState) => Record<string, StripeObject>][] = [
  ['pm_', (state) => state.paymentMethods],
  ['pi_', (state) => state.paymentIntents],
  ['ch_', (state) => state.charges],
  ['cus_', (state) => state.customers],
  ['seti_', (state) => state.setupIntents],
  ['re_', (state) => state.refunds],
  ['acct_', (state) => state.accounts],
  ['tr_', (state) => state.transfers],
];

const lookup = (state: StripeState, id: string): StripeObject | undefined => {
  if (id.startsWith('cs_')) return state.sessions[id]?.session;
  const collection = collections.find(([prefix]) => id.startsWith(prefix));
  return collection ? collection[1](state)[id] : undefined;
};

const expandPath = (state: StripeState, value: unknown, parts: string[]): unknown => {
  if (parts.length === 0 || value === null || typeof value !== 'object') return value;
  const [head = '', ...rest] = parts;
  const object = value as Record<string, unknown>;
  if (head === 'data' && Array.isArray(object.data))
    return { ...object, data: object.data.map((item) => expandPath(state, item, rest)) };
  if (!(head in object)) return value;
  let field = object[head];
  if (typeof field === 'string') field = lookup(state, field) ?? field;
  return { ...object, [head]: expandPath(state, field, rest) };
};

export const expandBody = (state: StripeState, body: unknown, paths: readonly string[]): unknown =>
  paths.reduce((current, path) => expandPath(state, current, path.split('.')), body);

/** The local Stripe reads the SDK's form encoding (bracketed nesting) into the objects Stripe would see. */
import { describe, expect, it } from 'vitest';
import { canonicalParams, FormBodyError, parseStripeForm } from '../../stand-ins/stripe/form-body';

describe('parseStripeForm', () => {
  it('nests objects and arrays the way the SDK encodes them', () => {
    const body =
      'mode=payment&line_items[0][quantity]=2&line_items[0][price_data][currency]=usd' +
      '&line_items[0][price_data][unit_amount]=1500&line_items[0][price_data][product_data][name]=A%20%26%20B' +
      '&line_items[1][quantity]=1&metadata[invoiceId]=inv_1&expand[]=line_items&expand[]=payment_intent' +
      '&capabilities[transfers][requested]=true';
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '2',
          price_data: { currency: 'usd', unit_amount: '1500', product_data: { name: 'A & B' } },
        },
        { quantity: '1' },
      ],
      metadata: { invoiceId: 'inv_1' },
      expand: ['line_items', 'payment_intent'],
      capabilities: { transfers: { requested: 'true' } },
    });
  });

  it('keeps an empty value (Stripe reads it as "unset")', () => {
    expect(parseStripeForm('metadata[old]=&description=')).toEqual({
      metadata: { old: '' },
      description: '',
    });
  });

  it('refuses prototype keys, malformed names, sparse indexes and conflicting names', () => {
    for (const body of [
      '__proto__[polluted]=1',
      'metadata[__proto__]=1',
      'a[b=1',
      'items[5]=x',
      'a=1&a[b]=2',
      'a[b]=1&a=2',
    ]) {
      expect(() => parseStripeForm(body), body).toThrow(FormBodyError);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives the same canonical text whatever the key order', () => {
    expect(canonicalParams(parseStripeForm('a=1&b[y]=2&b[x]=3'))).toBe(
      canonicalParams(parseStripeForm('b[x]=3&b[y]=2&a=1')),
    );
    expect(canonicalParams(parseStripeForm('a=1'))).not.toBe(canonicalParams(parseStripeForm('a=2')));
  });
});

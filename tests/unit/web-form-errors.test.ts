/**
 * The forms' schema errors (web/src/lib/forms.ts errorsOf, on zod 4's Standard Schema side): each field's
 * first message at its nested path, and a union's message from its closest branch, as the
 * @hookform/resolvers zod resolver it replaces gave them.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsOf } from '../../web/src/lib/forms';

const issuesOf = async (schema: z.ZodType, value: unknown) => {
  const result = await schema['~standard'].validate(value);
  if (!result.issues) throw new Error('expected issues');
  return result.issues as Parameters<typeof errorsOf>[0];
};

describe('a schema’s issues as the form’s errors', () => {
  it('gives each field its first message, nested by path (objects and arrays)', async () => {
    const schema = z.object({
      email: z.string().min(1, 'Email is required').email('Enter a valid email'),
      links: z.object({ instagram: z.string().max(3, 'Too long') }),
      items: z.array(z.object({ name: z.string().min(1, 'Name is required') })),
    });
    const errors = errorsOf(
      await issuesOf(schema, {
        email: '',
        links: { instagram: 'abcdef' },
        items: [{ name: 'a' }, { name: '' }],
      }),
    );
    expect(errors).toMatchObject({
      email: { message: 'Email is required', type: 'too_small' },
      links: { instagram: { message: 'Too long' } },
      items: [undefined, { name: { message: 'Name is required' } }],
    });
  });

  it('a union’s message is its closest branch’s first, and its branches reach the fields inside it', () => {
    const errors = errorsOf([
      {
        code: 'invalid_union',
        message: 'Invalid input',
        path: ['payout'],
        errors: [
          [
            { code: 'too_small', message: 'Enter an amount', path: ['amount'] },
            { code: 'invalid_type', message: 'Choose a currency', path: ['currency'] },
          ],
          [{ code: 'invalid_value', message: 'Or leave it empty', path: [] }],
        ],
      },
    ]);
    expect(errors).toMatchObject({
      payout: {
        message: 'Or leave it empty',
        type: 'invalid_value',
        amount: { message: 'Enter an amount' },
        currency: { message: 'Choose a currency' },
      },
    });
  });

  it('a valid value has no issues', async () => {
    const result = await z.object({ a: z.string() })['~standard'].validate({ a: 'x' });
    expect(result.issues).toBeUndefined();
  });
});

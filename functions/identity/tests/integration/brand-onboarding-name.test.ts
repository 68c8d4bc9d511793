/**
 * Brand onboarding names the brand (issue 21): a new brand starts under the account holder's name; the
 * Welcome step's name becomes the brand's (trimmed), the person's own name stays on the profile, and a
 * bad name (empty, blank, too long, not text) is a 400 at the field with nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, signedUpUser } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';

let token: string;

const onboarding = async () => (await api('/brand/onboarding', { token })).body;
const setName = (body: unknown) => api('/brand/onboarding/name', { ...json('PUT', body), token });

beforeAll(async () => {
  ({ token } = await signedUpUser('brand', { firstName: 'Ada', lastName: 'Lovelace' }));
  // The brand record arrives through ProfileCreated.
  await eventually(async () =>
    (await api('/brand/onboarding', { token })).status === 200 ? true : undefined,
  );
});

describe("the brand's name at onboarding", () => {
  it("stores the brand's name apart from the account holder's", async () => {
    const before = await onboarding();
    expect(before.account_holder_name).toBe('Ada Lovelace');
    // Created under the person's name: the form offers no name of its own until one is chosen.
    expect(before.brand.brand_name).toBe('Ada Lovelace');

    const saved = await setName({ brand_name: '  Analytical Engines Co.  ' });
    expect(saved.status).toBe(200);
    expect(saved.body.brand.brand_name).toBe('Analytical Engines Co.');

    const after = await onboarding();
    expect(after.brand.brand_name).toBe('Analytical Engines Co.');
    expect(after.account_holder_name).toBe('Ada Lovelace');
    const me = (await api('/me', { token })).body;
    expect([me.first_name, me.last_name]).toEqual(['Ada', 'Lovelace']);
    expect((await api('/brand/account', { token })).body.brand.brand_name).toBe('Analytical Engines Co.');
  });

  it.each([
    ['empty', { brand_name: '' }, 'Brand name is required'],
    ['blank', { brand_name: '    ' }, 'Brand name is required'],
    ['too long', { brand_name: 'x'.repeat(121) }, 'Brand name must be at most 120 characters'],
    ['missing', {}, 'Brand name is required'],
    ['a number', { brand_name: 42 }, 'Brand name is required'],
  ])('%s → 400 at the field, nothing written', async (_case, body, message) => {
    const before = await onboarding();
    const response = await setName(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual({ brand_name: message });
    expect(await onboarding()).toEqual(before);
  });

  it('refuses fields other than the name (the person and the brand are not edited here)', async () => {
    const response = await setName({ brand_name: 'Fine', first_name: 'Grace' });
    expect(response.status).toBe(400);
    expect((await api('/me', { token })).body.first_name).toBe('Ada');
  });
});

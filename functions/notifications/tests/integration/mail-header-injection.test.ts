/**
 * Issue 31: a brand's name with CR/LF in it (the name step accepts any text) must not reach an e-mail's
 * headers as a line break. The brand "Glow\r\nBcc: x@evil.test" approves a creator's application; the
 * creator's e-mail, as the local mailbox received it, has its Subject on one line, no Bcc or other
 * recipient, and no header the name injected.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, onboardedCreator, type TestBrand } from '../../../../tests/support/brand';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { mailTo } from '../../../../tests/support/mailbox';
import { json } from '../../../../tests/support/partnership';

const INJECTED_NAME = 'Glow\r\nBcc: x@evil.test';

let brand: TestBrand;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
const creatorEmail = `header-injection-${Date.now()}@example.com`;

beforeAll(async () => {
  useCloudEnvironment();
  [brand, creator] = await Promise.all([
    brandWithProducts(1),
    onboardedCreator(undefined, { email: creatorEmail }),
  ]);
  const named = await api('/brand/onboarding/name', {
    ...json('PUT', { brand_name: INJECTED_NAME }),
    token: brand.token,
  });
  expect(named.status).toBe(200);
  expect(named.body.brand.brand_name).toBe(INJECTED_NAME);
  expect(
    (await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token })).status,
  ).toBe(200);
  await api(`/brand/products/${brand.productIds[0]}/settings`, {
    ...json('PATCH', { available_to_influencers: true }),
    token: brand.token,
  });
}, 120_000);

describe('e-mail headers from people’s texts', () => {
  it('a brand named "Glow\\r\\nBcc: x@evil.test" sends an e-mail whose Subject has no line break and injects no header', async () => {
    const applied = await api('/creator/applications', {
      ...json('POST', { brand_id: brand.brandId, product_id: brand.productIds[0] }),
      token: creator.token,
    });
    expect(applied.status).toBe(201);
    const approved = await api(`/brand/applications/${applied.body.application.id}/approve`, {
      ...json('POST', {}),
      token: brand.token,
    });
    expect(approved.status).toBe(200);

    const [message] = await eventually(async () => {
      const received = (await mailTo(creatorEmail)).filter((m) =>
        /approved your application/.test(m.subject),
      );
      return received.length > 0 ? received : undefined;
    }, 30_000);
    if (!message) throw new Error('no e-mail');
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.subject).toBe('Glow Bcc: x@evil.test approved your application');
    // Nobody else got it, and no header came of the name.
    expect(message.to).toEqual([creatorEmail]);
    expect(message.cc).toEqual([]);
    expect(Object.keys(message.headers).map((name) => name.toLowerCase())).not.toContain('bcc');
    for (const [name, value] of Object.entries(message.headers)) {
      expect(name).not.toMatch(/[\r\n]/);
      expect(value).not.toMatch(/[\r\n]/);
    }
    expect((await mailTo('x@evil.test')).length).toBe(0);
  }, 90_000);
});

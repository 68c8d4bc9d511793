/**
 * API keys on the brand's Developers tab (issue 22): created with the secret shown once (only its hash is
 * stored), listed newest first without any secret, revoked at once, at most MAX_ACTIVE_API_KEYS active;
 * a brand never sees nor revokes another's keys, and bad input is a 400 at the field with nothing written.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACTIVE_API_KEYS } from '../../../../contracts/api-keys';
import { api, documentClient, eventually, outputs, signedUpUser } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';

interface Brand {
  token: string;
  brandId: string;
}

let brandA: Brand;
let brandB: Brand;

const signedUpBrand = async (): Promise<Brand> => {
  const { token } = await signedUpUser('brand');
  const brandId = await eventually(async () => {
    const response = await api('/brand/onboarding', { token });
    return response.status === 200 ? (response.body.brand.id as string) : undefined;
  }, 30_000);
  return { token, brandId };
};

const listKeys = async (brand: Brand) => {
  const response = await api('/brand/api-keys', { token: brand.token });
  expect(response.status).toBe(200);
  return response.body.keys as { id: string; name: string; revoked_at: string | null }[];
};
const createKey = (brand: Brand, body: unknown) =>
  api('/brand/api-keys', { ...json('POST', body), token: brand.token });
const revokeKey = (brand: Brand, keyId: string) =>
  api(`/brand/api-keys/${keyId}`, { method: 'DELETE', token: brand.token });

const item = async (pk: string, sk: string) =>
  (await documentClient().send(new GetCommand({ TableName: outputs().TableName, Key: { pk, sk } }))).Item;

beforeAll(async () => {
  [brandA, brandB] = await Promise.all([signedUpBrand(), signedUpBrand()]);
});

describe('API keys', () => {
  it('creates a key whose secret is shown once and stored only as its hash', async () => {
    const created = await createKey(brandA, {
      name: '  ERP sync  ',
      scopes: ['sales:read', 'products:read'],
    });
    expect(created.status).toBe(201);
    const { key, secret } = created.body;
    expect(secret).toMatch(/^mk_live_[\w-]{32}$/);
    expect(key).toMatchObject({
      name: 'ERP sync',
      scopes: ['sales:read', 'products:read'],
      prefix: secret.slice(0, 12),
      last_used_at: null,
      revoked_at: null,
    });

    const listed = await listKeys(brandA);
    expect(listed[0]).toEqual(key);
    expect(JSON.stringify(listed)).not.toContain(secret);

    // The table holds the hash, never the secret: the brand's item and the authorizer's lookup.
    const { createHash } = await import('node:crypto');
    const sha256 = createHash('sha256').update(secret).digest('hex');
    const stored = await item(`BRAND#${brandA.brandId}`, `APIKEY#${key.id}`);
    const lookup = await item(`APIKEY#${sha256}`, 'APIKEY');
    expect(lookup).toMatchObject({
      brand_id: brandA.brandId,
      key_id: key.id,
      scopes: ['sales:read', 'products:read'],
    });
    for (const stored_ of [stored, lookup]) expect(JSON.stringify(stored_)).not.toContain(secret.slice(8));
  });

  it('lists newest first, revokes at once, and a revoked key cannot be revoked again', async () => {
    const first = (await createKey(brandA, { name: 'First', scopes: ['links:read'] })).body.key;
    const second = (await createKey(brandA, { name: 'Second', scopes: ['partners:read'] })).body.key;
    const ids = (await listKeys(brandA)).map((key) => key.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    expect((await revokeKey(brandA, first.id)).status).toBe(204);
    const revoked = (await listKeys(brandA)).find((key) => key.id === first.id);
    expect(revoked?.revoked_at).toEqual(expect.any(String));
    const again = await revokeKey(brandA, first.id);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('not_found');
  });

  it("never shows nor revokes another brand's key (404, nothing changes)", async () => {
    const keyOfA = (await createKey(brandA, { name: 'Mine', scopes: ['sales:read'] })).body.key;
    expect((await listKeys(brandB)).map((key) => key.id)).not.toContain(keyOfA.id);
    const attempt = await revokeKey(brandB, keyOfA.id);
    expect(attempt.status).toBe(404);
    expect((await listKeys(brandA)).find((key) => key.id === keyOfA.id)?.revoked_at).toBeNull();
  });

  it.each([
    ['no name', { scopes: ['sales:read'] }, { name: 'Name is required' }],
    ['a blank name', { name: '   ', scopes: ['sales:read'] }, { name: 'Name is required' }],
    [
      'a name too long',
      { name: 'x'.repeat(61), scopes: ['sales:read'] },
      { name: 'Name must be at most 60 characters' },
    ],
    ['no scopes', { name: 'Keys', scopes: [] }, { scopes: 'Choose at least one scope' }],
    ['an unknown scope', { name: 'Keys', scopes: ['admin'] }, { 'scopes.0': 'Choose scopes from the list' }],
    ['an extra field', { name: 'Keys', scopes: ['sales:read'], secret: 'mk_live_mine' }, undefined],
  ])('%s → 400, nothing written', async (_case, body, fields) => {
    const before = await listKeys(brandB);
    const response = await createKey(brandB, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    if (fields) expect(response.body.error.fields).toEqual(fields);
    expect(await listKeys(brandB)).toEqual(before);
  });

  it(`refuses a key beyond ${MAX_ACTIVE_API_KEYS} active ones (409), writing nothing`, async () => {
    expect((await createKey(brandB, { name: 'One', scopes: ['sales:read'] })).status).toBe(201);
    // The brand's active count at the limit (as after that many creations), without making them all.
    const count = { TableName: outputs().TableName, Key: { pk: `BRAND#${brandB.brandId}`, sk: 'APIKEYS' } };
    await documentClient().send(
      new UpdateCommand({
        ...count,
        UpdateExpression: 'SET active = :max',
        ExpressionAttributeValues: { ':max': MAX_ACTIVE_API_KEYS },
      }),
    );
    const before = await listKeys(brandB);
    const refused = await createKey(brandB, { name: 'Too many', scopes: ['sales:read'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(`up to ${MAX_ACTIVE_API_KEYS} active keys`);
    expect(await listKeys(brandB)).toEqual(before);
    // Revoking one frees a place.
    expect((await revokeKey(brandB, before[0]?.id as string)).status).toBe(204);
    expect((await item(count.Key.pk, count.Key.sk))?.active).toBe(MAX_ACTIVE_API_KEYS - 1);
    expect((await createKey(brandB, { name: 'Now fits', scopes: ['sales:read'] })).status).toBe(201);
  });
});

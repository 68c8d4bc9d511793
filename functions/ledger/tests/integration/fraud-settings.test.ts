/**
 * Issue 36: a brand's fraud settings over the wire (GET/PUT /api/brand/fraud-settings). Every member
 * reads them; only the settings roles change them; a save is conditional on the version read (a second
 * tab's save is 409, not a silent overwrite); bad input is 400 with field errors and writes nothing;
 * each save leaves one audit entry with the signals that changed, before and after.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BRAND_HEADER } from '../../../../contracts/brand-roles';
import { defaultFraudSettings, type FraudSettings } from '../../../../contracts/fraud';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import { joinTeam } from '../../../../tests/support/team';

let owner: TestBrand;

beforeAll(async () => {
  useCloudEnvironment();
  owner = await brandWithProducts(0);
}, 90_000);

const read = (token: string, brandId?: string) =>
  api('/brand/fraud-settings', { token, headers: brandId ? { [BRAND_HEADER]: brandId } : {} });

const save = (token: string, body: unknown, brandId?: string) =>
  api('/brand/fraud-settings', {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json', ...(brandId ? { [BRAND_HEADER]: brandId } : {}) },
    body: JSON.stringify(body),
  });

const auditEntries = async () =>
  (await api('/brand/audit-log?kind=fraud_settings.changed', { token: owner.token })).body.entries as {
    kind: string;
    before: unknown;
    after: unknown;
    subject: { type: string } | null;
  }[];

describe('fraud settings', () => {
  it('a brand that never saved them reads the defaults at version 0', async () => {
    const response = await read(owner.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ settings: defaultFraudSettings, version: 0 });
  });

  it('a save: the new settings at the next version, audited with what changed; a stale save is 409', async () => {
    const settings: FraudSettings = {
      ...defaultFraudSettings,
      leaked_code: { enabled: true, threshold: 4, coupon_sites: ['RetailMeNot.com ', 'deals.example'] },
      new_account_big_sales: { enabled: true, threshold: 250 },
    };
    const saved = await save(owner.token, { settings, version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      ...settings,
      leaked_code: { enabled: true, threshold: 4, coupon_sites: ['retailmenot.com', 'deals.example'] },
    };
    expect(saved.body).toEqual({ settings: expected, version: 1 });
    expect((await read(owner.token)).body).toEqual({ settings: expected, version: 1 });
    const [entry, ...older] = await auditEntries();
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'fraud_settings.changed',
      subject: { type: 'fraud_settings' },
      before: {
        leaked_code: defaultFraudSettings.leaked_code,
        new_account_big_sales: defaultFraudSettings.new_account_big_sales,
      },
      after: { leaked_code: expected.leaked_code, new_account_big_sales: expected.new_account_big_sales },
    });
    // A second tab still at version 0: refused, and the first save stands.
    const stale = await save(owner.token, { settings: defaultFraudSettings, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect((await read(owner.token)).body).toEqual({ settings: expected, version: 1 });
    // Two saves at once on the same version: one wins, the other is told.
    const off = (name: keyof FraudSettings) => ({
      ...expected,
      [name]: { ...expected[name], enabled: false },
    });
    const both = await Promise.all([
      save(owner.token, { settings: off('refund_rate'), version: 1 }),
      save(owner.token, { settings: off('click_burst'), version: 1 }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await read(owner.token)).body.version).toBe(2);
    expect(await auditEntries()).toHaveLength(2);
  });

  it('bad input: 400 with field errors, nothing written', async () => {
    const before = (await read(owner.token)).body;
    const bad = await save(owner.token, {
      settings: {
        ...before.settings,
        click_burst: { enabled: true, threshold: 0 },
        leaked_code: { ...before.settings.leaked_code, coupon_sites: ['retailmenot.com', 'not a site'] },
      },
      version: before.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'settings.click_burst.threshold',
      'settings.leaked_code.coupon_sites.1',
    ]);
    const missing = await save(owner.token, { settings: before.settings });
    expect(missing.status).toBe(400);
    expect((await read(owner.token)).body).toEqual(before);
    expect(await auditEntries()).toHaveLength(2);
  });

  it('every member reads them; only owners and admins change them', async () => {
    const version = (await read(owner.token)).body.version as number;
    const members = await Promise.all(
      (['admin', 'manager', 'finance', 'viewer'] as const).map(async (role) => {
        const person = await signedUpUser('brand', { firstName: `Fraud ${role}` });
        await joinTeam(owner, person, role);
        return { role, token: person.token };
      }),
    );
    for (const { role, token } of members) {
      expect((await read(token, owner.brandId)).status, role).toBe(200);
      if (role === 'admin') continue;
      const refused = await save(token, { settings: defaultFraudSettings, version }, owner.brandId);
      expect(refused.status, role).toBe(403);
    }
    expect((await read(owner.token)).body.version).toBe(version);
    const admin = members.find((member) => member.role === 'admin') as { token: string };
    const saved = await save(admin.token, { settings: defaultFraudSettings, version }, owner.brandId);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(version + 1);
  }, 120_000);
});

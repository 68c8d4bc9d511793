/**
 * Issue 36: People and "view as" in the operator console, over the wire against the local cloud.
 * - People finds a brand and a creator by id (exact), e-mail (exact) and a name's beginning, with role,
 *   status and created.
 * - View as: the header `x-view-as` is refused (403) to every brand and creator on every route of theirs
 *   (none listed by hand), and to an operator on every route that is not a GET, before the route runs
 *   (nothing changes); an operator's GETs run as the brand (its owner) or the creator only after they
 *   started the view from the console, and each start leaves one entry in the operators' audit log.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEW_AS_HEADER } from '../../contracts/view-as-header';
import { routes } from '../../functions/routes';
import { listOpsAuditEntries } from '../../functions/shared/audit/ops-audit-entry';
import {
  VIEW_AS_OPERATORS_ONLY_MESSAGE,
  VIEW_AS_READ_ONLY_MESSAGE,
} from '../../functions/shared/http/operator-gate';
import { brandNameOf, brandWithProducts, fillPath, onboardedCreator, type TestBrand } from '../support/brand';
import { api, signedUpUser, useCloudEnvironment } from '../support/cloud';
import { signedUpOperator } from '../support/operators';

/** Routes a signed-in brand or creator calls (their own, and everyone's): the header must never open them. */
const peopleRoutes = routes.filter((route) => ['brand', 'creator', 'any'].includes(route.auth));
// Signed-in routes (an API key's routes take no token, so no operator's header).
const changingRoutes = routes.filter(
  (route) => route.method !== 'GET' && route.auth !== 'public' && route.auth !== 'apiKey',
);

const call = (method: string, path: string, token: string, viewAs?: string, body: unknown = {}) =>
  api(path.replace(/^\/api/, ''), {
    method,
    token,
    headers: {
      ...(viewAs ? { [VIEW_AS_HEADER]: viewAs } : {}),
      ...(method !== 'GET' && method !== 'DELETE' && method !== 'HEAD'
        ? { 'content-type': 'application/json' }
        : {}),
    },
    ...(method !== 'GET' && method !== 'DELETE' && method !== 'HEAD' ? { body: JSON.stringify(body) } : {}),
  });

let operator: { token: string };
let operatorId: string;
let brand: TestBrand;
let brandName: string;
let brandEmail: string;
let creator: { token: string; id: string; username: string; email: string };

const people = async (q: string) =>
  (await api(`/ops/people?q=${encodeURIComponent(q)}`, { token: operator.token })).body.people as {
    type: string;
    id: string;
    name: string;
    email: string | null;
    role: string;
    status: string;
    created_at: string | null;
    matched_by: string;
  }[];
const startViewAs = (type: 'brand' | 'creator', id: string, token = operator.token) =>
  api('/ops/view-as', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, id }),
  });

beforeAll(async () => {
  const username = `viewed_${randomUUID().slice(0, 8)}`;
  const creatorEmail = `viewed-${randomUUID().slice(0, 8)}@example.com`;
  const [op, testBrand, made] = await Promise.all([
    signedUpOperator(),
    brandWithProducts(1, { firstName: 'Viewed' }),
    onboardedCreator(username, { email: creatorEmail }),
  ]);
  operator = op;
  brand = testBrand;
  brandName = await brandNameOf(brand);
  brandEmail = (await api('/me', { token: brand.token })).body.email;
  operatorId = (await api('/me', { token: operator.token })).body.id;
  creator = { token: made.token, id: made.creator.id, username, email: creatorEmail };
  useCloudEnvironment();
}, 120_000);

describe('People', () => {
  it('finds a creator by id, by e-mail and by the beginning of their username', async () => {
    const expected = {
      type: 'creator',
      id: creator.id,
      name: `@${creator.username}`,
      email: creator.email,
      role: 'creator',
      status: 'active',
      created_at: expect.any(String),
    };
    expect(await people(creator.id)).toEqual([
      { ...expected, matched_by: 'id', person_name: expect.anything() },
    ]);
    expect(await people(creator.email.toUpperCase())).toEqual([
      { ...expected, matched_by: 'email', person_name: expect.anything() },
    ]);
    expect(await people(`@${creator.username.slice(0, 12)}`)).toContainEqual(
      expect.objectContaining({ ...expected, matched_by: 'name' }),
    );
  });

  it("finds a brand by its id and by its owner's e-mail", async () => {
    const expected = { type: 'brand', id: brand.brandId, name: brandName, email: brandEmail, role: 'brand' };
    expect(await people(brand.brandId)).toContainEqual(
      expect.objectContaining({ ...expected, matched_by: 'id' }),
    );
    expect(await people(brandEmail)).toEqual([expect.objectContaining({ ...expected, matched_by: 'email' })]);
  });

  it('finds no one for an unknown e-mail; a query under 2 characters is 400', async () => {
    expect(await people(`nobody-${randomUUID()}@example.com`)).toEqual([]);
    const short = await api('/ops/people?q=a', { token: operator.token });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toHaveProperty('q');
  });
});

describe('view as', () => {
  it('a start is 201, names who is viewed, and leaves one audit entry; an unknown id is 404', async () => {
    const started = await startViewAs('brand', brand.brandId);
    expect(started.status).toBe(201);
    expect(started.body.view_as).toMatchObject({ type: 'brand', id: brand.brandId, name: brandName });
    const entries = (await listOpsAuditEntries(200)).filter(
      (entry) => entry.kind === 'view_as.started' && entry.subject_id === brand.brandId,
    );
    expect(entries).toEqual([
      expect.objectContaining({ actor_type: 'operator', actor_id: operatorId, subject_label: brandName }),
    ]);
    expect((await startViewAs('creator', 'no-such-creator-id')).status).toBe(404);
  });

  it("an operator's GETs run as the brand, and as the creator, once each view is started", async () => {
    // Not started yet: refused.
    const before = await call('GET', '/api/creator/profile', operator.token, `creator:${creator.id}`);
    expect(before.status).toBe(403);
    expect(before.body.error.message).toMatch(/Start viewing as them/);

    expect((await startViewAs('brand', brand.brandId)).status).toBe(201);
    const asBrand = await call('GET', '/api/brand/onboarding', operator.token, `brand:${brand.brandId}`);
    expect(asBrand.status).toBe(200);
    expect(asBrand.body.brand).toMatchObject({ id: brand.brandId, brand_name: brandName });
    // The brand's own screens only: a creator's route is not the brand's.
    expect((await call('GET', '/api/creator/profile', operator.token, `brand:${brand.brandId}`)).status).toBe(
      403,
    );

    expect((await startViewAs('creator', creator.id)).status).toBe(201);
    const asCreator = await call('GET', '/api/creator/profile', operator.token, `creator:${creator.id}`);
    expect(asCreator.status).toBe(200);
    expect(asCreator.body.creator).toMatchObject({ id: creator.id, username: creator.username });
    const me = await call('GET', '/api/me', operator.token, `creator:${creator.id}`);
    expect(me.body).toMatchObject({ id: creator.id, role: 'creator' });
  });

  it.each(changingRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'an operator viewing as the brand cannot change anything → 403 read only: %s',
    async (_name, route) => {
      const refused = await call(
        route.method,
        fillPath(route.path),
        operator.token,
        `brand:${brand.brandId}`,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(VIEW_AS_READ_ONLY_MESSAGE);
    },
  );

  it('nothing changed: the brand is as it was', async () => {
    expect(await brandNameOf(brand)).toBe(brandName);
  });

  it.each(peopleRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'a brand and a creator sending the header → 403: %s',
    async (_name, route) => {
      for (const [token, role] of [
        [brand.token, 'brand'],
        [creator.token, 'creator'],
      ] as const) {
        const refused = await call(route.method, fillPath(route.path), token, `brand:${brand.brandId}`);
        expect(refused.status).toBe(403);
        // On a route of their own role (or anyone's), the header itself is what is refused.
        if (route.auth === 'any' || route.auth === role)
          expect(refused.body.error.message).toBe(VIEW_AS_OPERATORS_ONLY_MESSAGE);
      }
    },
  );

  it('a brand cannot start a view (403), nor can a signed-in creator (403)', async () => {
    expect((await startViewAs('brand', brand.brandId, brand.token)).status).toBe(403);
    const { token } = await signedUpUser('creator');
    expect((await startViewAs('creator', creator.id, token)).status).toBe(403);
  });
});

/** Bad input on the partnership routes: a 4xx with a message, and nothing written. */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/cloud';
import { brandWithStore, json, onboardedCreator, type StoreBrand } from '../support/partnership';

let brand: StoreBrand;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;

beforeAll(async () => {
  [brand, creator] = await Promise.all([brandWithStore(1), onboardedCreator()]);
});

const snapshot = async () => ({
  creator: (await api('/creator/campaigns', { token: creator.token })).body,
  brand: (await api('/brand/campaigns', { token: brand.token })).body,
  // Outreach (issue 21): an invitation or a message in either direction shows in these two.
  invitations: (await api('/creator/invitations', { token: creator.token })).body,
  threads: (await api('/creator/threads', { token: creator.token })).body,
});

const long = (n: number) => 'x'.repeat(n);
const live = () => brand.liveProductIds[0] as string;
const paused = () => brand.productIds.find((id) => !brand.liveProductIds.includes(id)) as string;

/** The body may be a function: built when the case runs (it names the test's creator or products). */
type Case = [string, 'creator' | 'brand', string, () => string, unknown, number];
const cases: Case[] = [
  ['apply without a product', 'creator', 'POST', () => '/creator/applications', { brand_id: 'x' }, 400],
  [
    'apply with a number as product',
    'creator',
    'POST',
    () => '/creator/applications',
    { brand_id: 'x', product_id: 5 },
    400,
  ],
  [
    'apply with an oversized message',
    'creator',
    'POST',
    () => `/creator/applications`,
    { brand_id: 'b', product_id: 'p', message: long(501) },
    400,
  ],
  [
    'apply with an unknown field',
    'creator',
    'POST',
    () => '/creator/applications',
    { brand_id: 'b', product_id: 'p', status: 'approved' },
    400,
  ],
  [
    'apply to an unknown brand',
    'creator',
    'POST',
    () => '/creator/applications',
    { brand_id: 'br_nope', product_id: 'pr_nope' },
    404,
  ],
  ['link without a brand', 'creator', 'POST', () => '/creator/links', { product_id: 'p' }, 400],
  [
    'link with an unknown source',
    'creator',
    'POST',
    () => '/creator/links',
    { brand_id: 'b', product_id: 'p', source: 'spam' },
    400,
  ],
  ['discount code without a brand', 'creator', 'POST', () => '/creator/discount-codes', {}, 400],
  [
    'discount code for an unknown brand',
    'creator',
    'POST',
    () => '/creator/discount-codes',
    { brand_id: 'br_nope' },
    404,
  ],
  [
    'approve a code with 0%',
    'brand',
    'POST',
    () => '/brand/discount-codes/someone/approve',
    { discount_percentage: 0 },
    400,
  ],
  [
    'approve a code with 150%',
    'brand',
    'POST',
    () => '/brand/discount-codes/someone/approve',
    { discount_percentage: 150 },
    400,
  ],
  [
    'approve a code with text',
    'brand',
    'POST',
    () => '/brand/discount-codes/someone/approve',
    { discount_percentage: 'ten' },
    400,
  ],
  ['approve a malformed application id', 'brand', 'POST', () => '/brand/applications/nodot/approve', {}, 404],
  // Outreach (issue 21).
  ...(
    [
      [
        'invite with an unknown field',
        () => ({ creator_id: creator.creator.id, product_ids: [live()], x: 1 }),
        400,
      ],
      [
        'invite to 21 products',
        () => ({ creator_id: creator.creator.id, product_ids: Array(21).fill(live()) }),
        400,
      ],
      ['invite an unknown creator', () => ({ creator_id: 'nobody', product_ids: [live()] }), 404],
      [
        'invite to a paused product',
        () => ({ creator_id: creator.creator.id, product_ids: [paused()] }),
        400,
      ],
    ] as const
  ).map(([name, body, status]): Case => [name, 'brand', 'POST', () => '/brand/invitations', body, status]),
  ['accept an unknown invitation', 'creator', 'POST', () => '/creator/invitations/inv_nope/accept', {}, 404],
  [
    'a blank reply',
    'brand',
    'POST',
    () => `/brand/threads/${creator.creator.id}/messages`,
    { body: ' ' },
    400,
  ],
  [
    'an oversized reply',
    'creator',
    'POST',
    () => `/creator/threads/${brand.brandId}/messages`,
    { body: long(5001) },
    400,
  ],
  [
    'a forged thread cursor',
    'brand',
    'GET',
    () => `/brand/threads/${creator.creator.id}?cursor=eyJ4IjoxfQ`,
    undefined,
    400,
  ],
  // Issue 21: the thread and invitation lists' cursors name an item's sort-key parts only.
  ...(
    [
      ['brand', '/brand/threads', { at: '2026-01-01T00:00:00.000Z', id: 'x', pk: 'BRAND#b#THREADS' }],
      ['creator', '/creator/threads', { at: 'yesterday', id: 'br_x' }],
      ['brand', '/brand/invitations', { after: 'inv_01ABC#' }],
      ['creator', '/creator/invitations', { pk: 'CREATOR#c', sk: 'INVITE#inv_x' }],
    ] as const
  ).map(
    ([who, path, cursor]): Case => [
      `a forged cursor on ${path}`,
      who,
      'GET',
      () => `${path}?cursor=${Buffer.from(JSON.stringify(cursor)).toString('base64url')}`,
      undefined,
      400,
    ],
  ),
  // Issue 21: bulk decisions.
  [
    'bulk decide nothing',
    'brand',
    'POST',
    () => '/brand/applications/decisions',
    { application_ids: [], decision: 'approved' },
    400,
  ],
  [
    'bulk decide 101 applications',
    'brand',
    'POST',
    () => '/brand/applications/decisions',
    { application_ids: Array.from({ length: 101 }, (_, i) => `c${i}.p${i}`), decision: 'approved' },
    400,
  ],
  [
    'bulk decide with an unknown decision',
    'brand',
    'POST',
    () => '/brand/applications/decisions',
    { application_ids: ['a.b'], decision: 'maybe' },
    400,
  ],
  [
    'bulk decide with an oversized message',
    'brand',
    'POST',
    () => '/brand/applications/decisions',
    { application_ids: ['a.b'], decision: 'denied', message: long(501) },
    400,
  ],
];

describe('bad input on partnership routes', () => {
  it.each(cases)('%s → %i, nothing written', async (_name, who, method, path, body, status) => {
    const before = await snapshot();
    const response = await api(path(), {
      // A body naming the test's own creator or products is built once they exist.
      ...json(method, typeof body === 'function' ? body() : body),
      token: who === 'creator' ? creator.token : brand.token,
    });
    expect(response.status).toBe(status);
    expect(response.body.error.message.length).toBeGreaterThan(5);
    expect(await snapshot()).toEqual(before);
  });

  it('applying to or linking a paused product is refused (404) and writes nothing', async () => {
    const before = await snapshot();
    for (const path of ['/creator/applications', '/creator/links']) {
      const response = await api(path, {
        ...json('POST', { brand_id: brand.brandId, product_id: paused() }),
        token: creator.token,
      });
      expect(response.status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a valid application still works after all that', async () => {
    const response = await api('/creator/applications', {
      ...json('POST', { brand_id: brand.brandId, product_id: live() }),
      token: creator.token,
    });
    expect(response.status).toBe(201);
  });
});

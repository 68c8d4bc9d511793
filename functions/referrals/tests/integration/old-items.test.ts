/**
 * Links written before the entities were ElectroDB's (no `__edb_v__`, null avatar, no handle) keep
 * working: found by code, by owner, in the creator's and the product's listings, and a new link for
 * the same creator and product is refused as a duplicate (the old owner item holds its place).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCloudEnvironment } from '../../../../tests/support/cloud';
import { PutCommand } from '../../../shared/data/dynamodb/commands';

describe('links written by the code before ElectroDB', () => {
  const id = randomUUID().slice(0, 8);
  const creatorId = `old-cr-${id}`;
  const productId = `pr_old${id}`;
  const code = `old_${id}`;
  const createdAt = new Date().toISOString();
  /** What the old link item and a new request for the same link have in common. */
  const linkFields = {
    creator_id: creatorId,
    creator_username: 'old',
    creator_avatar_url: null,
    product_id: productId,
    product_name: 'Old mug',
    brand_id: `old-br-${id}`,
    brand_name: 'Old brand',
    destination_url: `/product/${productId}`,
    utm_campaign: 'partnership',
    utm_content: 'old',
  };

  beforeAll(async () => {
    useCloudEnvironment();
    const { db, tableName } = await import('../../../shared/data/client');
    const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: tableName(), Item }));
    // Exactly the items the previous ensureReferralLink wrote.
    await put({ pk: `CREATOR#${creatorId}`, sk: `LINK#${productId}`, type: 'link-owner', code });
    await put({
      pk: `LINK#${code}`,
      sk: 'LINK',
      gsi1pk: `CREATOR#${creatorId}#LINKS`,
      gsi1sk: createdAt,
      gsi2pk: `LINKS#${productId}`,
      gsi2sk: creatorId,
      type: 'referral-link',
      id: code,
      referral_code: code,
      ...linkFields,
      clicks: 3,
      conversions: 1,
      total_sales_cents: 2500,
      commission_cents: 250,
      created_at: createdAt,
    });
  });

  it('are read by code, by owner and in both listings, with null where the old item held null', async () => {
    const { getLinkByCode, getLinkOfCreatorForProduct, listLinksOfCreator, listLinksOfProduct } =
      await import('../../index');
    const link = await getLinkByCode(code);
    expect(link).toMatchObject({
      referral_code: code,
      creator_avatar_url: null,
      product_handle: null,
      clicks: 3,
    });
    expect(await getLinkOfCreatorForProduct(creatorId, productId)).toEqual(link);
    expect((await listLinksOfCreator(creatorId)).map((l) => l.referral_code)).toEqual([code]);
    expect(await listLinksOfProduct(productId)).toEqual([
      expect.objectContaining({ referral_code: code, conversion_rate: 33.3, creator_avatar_url: null }),
    ]);
  });

  it('hold their place: ensuring the same link returns the old one and creates nothing', async () => {
    const { ensureReferralLink, getLinkByCode } = await import('../../index');
    const { link, created } = await ensureReferralLink({
      referral_code: `new_${id}`,
      ...linkFields,
    });
    expect({ code: link.referral_code, created }).toEqual({ code, created: false });
    expect(await getLinkByCode(`new_${id}`)).toBeUndefined();
  });
});

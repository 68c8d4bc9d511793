/**
 * A signed-up brand with a catalogue, for tests of the brand workspace. The brand record arrives through
 * the ProfileCreated event; products are written with the same entity code the import uses.
 */
import { randomUUID } from 'node:crypto';
import { api, eventually, signedUpUser, useCloudEnvironment } from './cloud';

export interface TestBrand {
  token: string;
  brandId: string;
  productIds: string[];
}

export const brandWithProducts = async (
  count = 3,
  overrides: { firstName?: string } = {},
): Promise<TestBrand> => {
  const { token } = await signedUpUser('brand', overrides);
  // The brand's record is written by the sign-up's event consumer: on a loaded machine (three test
  // workers and the cloud on two cores) that has taken over 10 s.
  const brand = await eventually(async () => {
    const response = await api('/brand/onboarding', { token });
    return response.status === 200 ? (response.body.brand as { id: string }) : undefined;
  }, 30_000);
  useCloudEnvironment();
  const { upsertImportedProduct, importedProductId } = await import('../../functions/catalogue');
  const productIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const shopifyProductId = String(9_000_000 + Math.floor(Math.random() * 1_000_000));
    await upsertImportedProduct(brand.id, {
      shopifyProductId,
      handle: `test-product-${randomUUID().slice(0, 6)}`,
      name: `Test product ${i + 1}`,
      description: 'A product for tests',
      priceCents: 1000 + i * 250,
      category: 'beauty',
      imageUrl: null,
    });
    productIds.push(importedProductId(brand.id, shopifyProductId));
  }
  return { token, brandId: brand.id, productIds };
};

/**
 * The brand's name as its notices' texts name it (issue 35: "Glow Skincare · Invoice … is paid"): a person
 * may be in several brands.
 */
export const brandNameOf = async (brand: TestBrand): Promise<string> =>
  (await api('/brand/onboarding', { token: brand.token })).body.brand.brand_name;

/** Fills `{param}` placeholders of a route path with a value. */
export const fillPath = (path: string, value = 'x'): string => path.replace(/\{(\w+)\+?\}/g, value);

/** A creator who finished onboarding (as the creator onboarding feature records it). */
export const onboardedCreator = async (
  username = `creator_${randomUUID().slice(0, 8)}`,
  overrides: { email?: string; firstName?: string; lastName?: string } = {},
) => {
  const { token } = await signedUpUser('creator', overrides);
  const me = await api('/me', { token });
  useCloudEnvironment();
  const { saveCreatorProfile } = await import('../../functions/storefront');
  const creator = await saveCreatorProfile(
    me.body.id,
    {
      username,
      bio: `Hi, I am ${username}`,
      avatar_url: null,
      follower_count: 1200,
      instagram_handle: username,
      tiktok_handle: null,
      youtube_handle: null,
      twitter_handle: null,
    },
    { completeOnboarding: true },
  );
  return { token, creator };
};

import { defaultStorefrontName } from '../../contracts/storefront';
import type { Creator } from '../identity';
import { writeTransaction } from '../shared/data/entity';
import {
  readStorefrontOfCreator,
  repointOperations,
  storefrontChanged,
  storefrontService,
} from './entities/storefront';
import {
  absentIdentity,
  changedMeanwhile,
  identityOf,
  type Storefront,
  type StorefrontSettingsInput,
} from './storefront-model';

/** Saves the look and text ('Settings Saved'); creates the storefront on its first save. */
export const saveStorefrontSettings = async (
  creator: Creator,
  settings: StorefrontSettingsInput,
): Promise<Storefront> => {
  const { storefront: before, items } = await readStorefrontOfCreator(creator.id);
  // Switched on or off, or renamed: every product's own page lists the storefront differently.
  const relisted =
    before !== undefined && (before.is_active !== settings.is_active || before.username !== creator.username);
  const changed = storefrontChanged(
    creator.username,
    before?.username,
    relisted ? items.entries.map(({ entry }) => entry.product_id) : [],
  );
  const now = new Date().toISOString();
  const { header_image_url, disclosure, ...values } = settings;
  const outcome = await writeTransaction(storefrontService, ({ storefront, outbox }) => ({
    settings: storefront
      .update({ creator_id: creator.id })
      .set({
        ...identityOf(creator),
        ...values,
        marketplace_name: settings.marketplace_name || defaultStorefrontName(creator.username),
        ...(header_image_url ? { header_image_url } : {}),
        // Left out: kept as it is (an absent one reads as the default wording).
        ...(disclosure !== undefined ? { disclosure } : {}),
        updated_at: now,
      })
      .remove([...absentIdentity(creator), ...(header_image_url ? [] : ['header_image_url' as const])])
      .data((attr, op) => {
        op.ifNotExists(attr.follower_count, 0);
        op.ifNotExists(attr.product_count, 0);
        op.ifNotExists(attr.created_at, now);
      })
      .commit(),
    ...repointOperations(creator, items),
    event: outbox.create(changed.item).commit(),
  }));
  if (!outcome.ok) throw changedMeanwhile();
  const saved = await readStorefrontOfCreator(creator.id);
  if (!saved.storefront) throw new Error('saveStorefrontSettings: the storefront was not written');
  return saved.storefront;
};

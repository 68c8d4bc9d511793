import type * as z from 'zod/mini';
import {
  defaultDisclosure,
  defaultStorefrontName,
  storefrontDefaults,
  storefrontSettings,
} from '../../contracts/storefront';
import type { Creator } from '../identity';
import { DomainError } from '../shared/errors';

/**
 * A creator's storefront as the module works with it (its items: entities/storefront.ts): the
 * settings (creator_marketplaces) with the creator's copied profile, and its products
 * (creator_marketplace_products) with their copied product data.
 */
export type StorefrontSettings = z.infer<typeof storefrontSettings>;
/** The settings as the editor saves them: the disclosure may be left out (kept as it is). */
export type StorefrontSettingsInput = Omit<StorefrontSettings, 'disclosure'> & { disclosure?: string };

export interface Storefront extends StorefrontSettings {
  creator_id: string;
  username: string;
  avatar_url: string | null;
  /** The creator's profile bio: the page shows the storefront's bio, else this (spec 2.3). */
  creator_bio: string;
  follower_count: number;
  product_count: number;
  updated_at: string;
  /** A rename's move of the products and collections is not finished (entities/storefront.ts). */
  repoint_pending?: boolean;
}

/** A named group of the storefront's products (issue 34), in the collection's own order. */
export interface StorefrontCollection {
  slug: string;
  title: string;
  cover_url: string | null;
  product_ids: string[];
  former_slugs: string[];
  display_order: number;
  updated_at: string;
}

/** Collections in the creator's order (ties: the slug, so every reader agrees). */
export const collectionOrder = (a: StorefrontCollection, b: StorefrontCollection): number =>
  a.display_order - b.display_order || a.slug.localeCompare(b.slug);

export interface StorefrontEntry {
  product_id: string;
  brand_id: string;
  name: string;
  brand_name: string;
  image_url: string | null;
  price_cents: number;
  referral_code: string;
  custom_description: string | null;
  featured: boolean;
  display_order: number;
  added_at: string;
}

/** The spec's defaults for a creator who has not saved their storefront yet. */
export const defaultSettings = (username: string): StorefrontSettings => ({
  marketplace_name: defaultStorefrontName(username),
  bio: '',
  theme_color: storefrontDefaults.theme_color,
  background_color: storefrontDefaults.background_color,
  layout_style: storefrontDefaults.layout_style,
  header_image_url: null,
  is_active: storefrontDefaults.is_active,
  disclosure: defaultDisclosure,
});

/** The settings alone, as the editor answers them (the contract's fields, in its order). */
export const settingsOf = (settings: StorefrontSettings): StorefrontSettings =>
  Object.fromEntries(
    Object.keys(storefrontSettings.shape).map((key) => [key, settings[key as keyof StorefrontSettings]]),
  ) as StorefrontSettings;

/** Spec 7.2: featured first, then display order (ties: the earlier addition first). */
export const storefrontOrder = (a: StorefrontEntry, b: StorefrontEntry): number =>
  Number(b.featured) - Number(a.featured) ||
  a.display_order - b.display_order ||
  a.added_at.localeCompare(b.added_at);

/** The creator's profile as the storefront shows it (refreshed by every editor write). */
export const identityOf = (creator: Pick<Creator, 'username' | 'avatar_url' | 'bio'>) => ({
  username: creator.username,
  page_sort: '0' as const,
  creator_bio: creator.bio,
  ...(creator.avatar_url ? { avatar_url: creator.avatar_url } : {}),
});
/** ElectroDB refuses null: a null avatar is an absent attribute (read back as null). */
export const absentIdentity = (creator: Pick<Creator, 'avatar_url'>): 'avatar_url'[] =>
  creator.avatar_url ? [] : ['avatar_url'];

export const NOT_ON_STOREFRONT = 'This product is not on your storefront';

/** A storefront transaction that lost to a concurrent change of the same items. */
export const changedMeanwhile = () =>
  new DomainError('conflict', 'Your storefront changed at the same time. Please try again.');

import { DEFAULT_PROGRAM_MODE } from '../../../contracts/constants';
import type { BrandItem } from '../entities/brand';

/** What a Brands directory card shows: the fields both listings read (never the store token). */
export const brandCardFields = [
  'id',
  'brand_name',
  'logo_url',
  'description',
  'mission_statement',
  'website',
  'available_product_count',
  'program_mode',
] as const;
export type BrandCardItem = Pick<BrandItem, (typeof brandCardFields)[number]>;

export const toBrandCard = (item: BrandCardItem) => ({
  id: item.id,
  brand_name: item.brand_name,
  logo_url: item.logo_url ?? null,
  description: item.description ?? null,
  mission_statement: item.mission_statement ?? null,
  website: item.website ?? null,
  /** Products the brand made available to influencers. */
  product_count: Math.max(0, item.available_product_count ?? 0),
  program_mode: item.program_mode ?? DEFAULT_PROGRAM_MODE,
});

/** Spec 2.5: 'Search brands...' matches brand name or description, case-insensitive (`search` lower-cased). */
export const matchesBrandSearch = (brand: BrandCardItem, search: string) =>
  brand.brand_name.toLowerCase().includes(search) || (brand.description ?? '').toLowerCase().includes(search);

/**
 * Issue 36: People, the operators' search for a brand or a creator, by what they have at hand:
 * - an id (exact): the brand (BRAND#{id}) and the person (USER#{id}) by GetItem;
 * - an e-mail (exact, with an @): the profiles' e-mail index (one Query), then the person's own brand;
 * - a name's beginning: the brands directory by name (brands with a connected store) and the creators
 *   directory by username (onboarded creators), one bounded Query each.
 * Never a Scan. A brand not yet connected, or a creator not yet onboarded, is found by e-mail or id.
 */
import type { OpsPerson } from '../../contracts/ops';
import { type Brand, findBrandsByNamePrefix, getBrand, getBrandCreatedBy } from '../catalogue';
import {
  type Creator,
  findCreatorsByUsernamePrefix,
  findProfilesByEmail,
  getCreatorsByIds,
  getProfile,
  getProfiles,
} from '../identity';

type Profile = NonNullable<Awaited<ReturnType<typeof getProfile>>>;
type Match = OpsPerson['matched_by'];

/** Each directory gives at most this many names; an operator types more to narrow it. */
const PER_DIRECTORY = 10;

const personName = (profile: Profile | undefined) =>
  [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || null;

const statusOf = (onboarded: boolean, profile: Profile | undefined): OpsPerson['status'] =>
  profile?.closed_at ? 'closed' : onboarded ? 'active' : 'onboarding';

const brandRow = (brand: Brand, owner: Profile | undefined, matchedBy: Match): OpsPerson => ({
  type: 'brand',
  id: brand.id,
  name: brand.brand_name || brand.id,
  person_name: personName(owner),
  email: owner?.email || null,
  role: 'brand',
  status: statusOf(brand.onboarding_completed, owner),
  created_at: brand.created_at || null,
  matched_by: matchedBy,
});

const creatorRow = (profile: Profile, creator: Creator | undefined, matchedBy: Match): OpsPerson => ({
  type: 'creator',
  id: profile.id,
  name: creator?.username ? `@${creator.username}` : personName(profile) || profile.email || profile.id,
  person_name: personName(profile),
  email: profile.email || null,
  role: 'creator',
  status: statusOf(Boolean(creator?.onboarding_completed), profile),
  created_at: profile.created_at || creator?.created_at || null,
  matched_by: matchedBy,
});

/** A person found by id or e-mail: a creator's row, or a brand person's brand. */
const rowsOfProfiles = async (profiles: Profile[], matchedBy: Match): Promise<OpsPerson[]> => {
  const creators = await getCreatorsByIds(profiles.filter((p) => p.role === 'creator').map((p) => p.id));
  const rows = await Promise.all(
    profiles.map(async (profile) => {
      if (profile.role === 'creator') return creatorRow(profile, creators.get(profile.id), matchedBy);
      const brand = await getBrandCreatedBy(profile.id);
      return brand ? brandRow(brand, profile, matchedBy) : undefined;
    }),
  );
  return rows.filter((row): row is OpsPerson => row !== undefined);
};

const byId = async (id: string): Promise<OpsPerson[]> => {
  const [brand, profile] = await Promise.all([getBrand(id), getProfile(id)]);
  const rows: OpsPerson[] = [];
  if (brand) rows.push(brandRow(brand, await getProfile(brand.user_id), 'id'));
  if (profile) rows.push(...(await rowsOfProfiles([profile], 'id')));
  return rows;
};

const byName = async (prefix: string): Promise<OpsPerson[]> => {
  const [brands, creators] = await Promise.all([
    findBrandsByNamePrefix(prefix, PER_DIRECTORY),
    findCreatorsByUsernamePrefix(prefix.replace(/^@/, ''), PER_DIRECTORY),
  ]);
  const profiles = await getProfiles([...brands.map((b) => b.user_id), ...creators.map((c) => c.id)]);
  return [
    ...brands.map((brand) => brandRow(brand, profiles.get(brand.user_id), 'name')),
    ...creators.flatMap((creator) => {
      const profile = profiles.get(creator.id);
      return profile ? [creatorRow(profile, creator, 'name')] : [];
    }),
  ];
};

const ID = /^[A-Za-z0-9_-]{8,64}$/;

export const searchPeople = async (query: string): Promise<OpsPerson[]> => {
  const q = query.trim();
  if (q.includes('@') && !q.startsWith('@')) return rowsOfProfiles(await findProfilesByEmail(q), 'email');
  const [exact, named] = await Promise.all([ID.test(q) ? byId(q) : [], byName(q)]);
  // An id's own row first; a name that is also an id is not listed twice.
  const seen = new Set(exact.map((row) => `${row.type}:${row.id}`));
  return [...exact, ...named.filter((row) => !seen.has(`${row.type}:${row.id}`))];
};

import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import type { TransactItem } from '../shared/outbox/outbox-event';
import { type Creator, creatorEntity, toCreator } from './entities/creator';
import { type CreatorFacetItem, facetItemsOf, facetKeysOf } from './entities/creator-facet';
import { type DirectoryResults, getDirectoryResults } from './entities/creator-results';
import { identityService } from './entities/service';

export type CreatorProfileInput = Pick<
  Creator,
  | 'username'
  | 'bio'
  | 'avatar_url'
  | 'follower_count'
  | 'instagram_handle'
  | 'tiktok_handle'
  | 'youtube_handle'
  | 'twitter_handle'
  | 'niches'
  | 'audience_band'
>;

/**
 * The facet items' writes (issue 34) that take a creator from `before` to `after`: the items `after`
 * holds that differ from `before`'s (their card, facets or ranks) are put, those only `before` held are
 * deleted, and the unchanged ones are left alone (a save that changes nothing the directory shows writes
 * none; a rename rewrites them all: at most 33, beside the storefront's repointed products).
 * `beforeResults` are the results `before`'s items were ranked with (a save: the same as `results`).
 * Operations of the caller's transaction, named `facet…`.
 */
export const facetOperations = (
  // biome-ignore lint/suspicious/noExplicitAny: the transaction's entity, as writeTransaction hands it.
  facets: any,
  before: Creator | undefined,
  after: Creator,
  results: DirectoryResults,
  beforeResults: DirectoryResults | null = results,
): Record<string, unknown> => {
  const operations: Record<string, unknown> = {};
  const keyOf = (item: CreatorFacetItem) => `${item.facet}#${item.order}`;
  const held = new Map(
    (before && beforeResults ? facetItemsOf(before, beforeResults) : []).map((item) => [
      keyOf(item),
      JSON.stringify(item),
    ]),
  );
  const wanted = facetItemsOf(after, results);
  const kept = new Set(wanted.map(keyOf));
  wanted
    .filter((item) => held.get(keyOf(item)) !== JSON.stringify(item))
    .forEach((item, i) => {
      operations[`facet${i}`] = facets.put(item).commit();
    });
  (before ? facetKeysOf(before) : [])
    .filter(({ facet, order }) => !kept.has(`${facet}#${order}`))
    .forEach(({ facet, order }, i) => {
      operations[`facetGone${i}`] = facets.delete({ creator_id: after.id, facet, order }).commit();
    });
  return operations;
};

/**
 * What follows the profile in its own transaction: writes of a module above identity that shows the
 * profile (the storefront, keyed by the username: storefront/save-creator-profile.ts). Given the
 * profile as it was and as it is being saved; none when nothing it shows changed.
 */
export type ProfileFollower = (before: Creator, after: Creator) => Promise<TransactItem[]>;

export const USERNAME_TAKEN = 'This username is already taken. Please choose another one.';

/** Saves that lost to another save of the same creator are read again and redone this many times. */
export const MAX_ATTEMPTS = 5;

export const profileChangedConcurrently = () =>
  new DomainError('conflict', 'Your profile was changed at the same time elsewhere. Please try again.');

/** ElectroDB stores no null: an absent attribute reads back as null (toCreator). */
const withoutNulls = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/**
 * Saves a creator's profile and claims its username in one transaction: the username item is written
 * only if nobody else holds it, so two simultaneous claims of one name leave one owner (the other gets
 * 409 'already taken'). A renamed creator releases the old name in the same transaction. Fields not
 * given keep their current value (onboarding step 1 sends only username and bio).
 *
 * The creator item is written on the condition that it is still the version read here, so two saves
 * of the same creator at once cannot leave a name claimed by nobody's profile.
 *
 * `follow` adds the writes of what shows the profile; callers use storefront's saveCreatorProfile,
 * which passes the storefront's (identity sits below the storefront and does not import it).
 */
export const saveCreatorProfileWith = async (
  follow: ProfileFollower,
  userId: string,
  input: Pick<CreatorProfileInput, 'username'> & Partial<CreatorProfileInput>,
  options: { completeOnboarding: boolean },
): Promise<Creator> => {
  for (let attempt = 1; ; attempt++) {
    // The revision it was read at (undefined: saved before revisions existed).
    const { data: record } = await creatorEntity.get({ id: userId }).go({ consistent: true });
    const existing = record ? toCreator(record) : undefined;
    const now = new Date().toISOString();
    const onboarded = options.completeOnboarding || existing?.onboarding_completed === true;
    const given = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as Partial<CreatorProfileInput>;
    const creator: Creator = {
      ...(existing ?? toCreator({ id: userId })),
      id: userId,
      user_id: userId,
      username: input.username,
      ...given,
      onboarding_completed: onboarded,
      created_at: record?.created_at ?? now,
      updated_at: now,
    };
    const oldUsername = existing && existing.username !== input.username ? existing.username : undefined;
    // What shows the profile moves with it (same transaction); a new creator has nothing following yet.
    const [followerUpdates, results] = await Promise.all([
      existing ? follow(existing, creator) : [],
      // The directory's items carry the creator's ranks (only an onboarded creator has them).
      creator.onboarding_completed ? getDirectoryResults(userId, { consistent: true }) : undefined,
    ]);
    const seen = record?.revision;
    const outcome = await writeTransaction(
      identityService,
      ({ username, creator: creators, creatorFacet }) => {
        const operations: Record<string, unknown> = {
          // Its condition failing is what "taken" means.
          claim: username
            .put({ username: input.username, creator_id: userId })
            .where((attr, op) => `${op.notExists(attr.creator_id)} OR ${op.eq(attr.creator_id, userId)}`)
            .commit(),
          creator: creators
            .put({ ...withoutNulls(creator), revision: (seen ?? 0) + 1 })
            .where((attr, op) =>
              !record
                ? op.notExists(attr.id)
                : seen === undefined
                  ? `${op.exists(attr.id)} AND ${op.notExists(attr.revision)}`
                  : op.eq(attr.revision, seen),
            )
            .commit(),
        };
        if (oldUsername) {
          operations.release = username
            .delete({ username: oldUsername })
            .where((attr, op) => op.eq(attr.creator_id, userId))
            .commit();
        }
        if (results) Object.assign(operations, facetOperations(creatorFacet, existing, creator, results));
        followerUpdates.forEach((update, i) => {
          operations[`follower${i}`] = update;
        });
        return operations;
      },
    );
    if (outcome.ok) return creator;
    if (outcome.refused.includes('claim')) {
      throw new DomainError('conflict', USERNAME_TAKEN, { username: USERNAME_TAKEN });
    }
    // Our own record moved under us (another save of this creator): read again and redo.
    if (attempt < MAX_ATTEMPTS) continue;
    throw profileChangedConcurrently();
  }
};

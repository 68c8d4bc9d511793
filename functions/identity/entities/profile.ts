import type { EntityItem } from 'electrodb';
import { batchGetEntities } from '../../shared/data/batch-get';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import type { Role } from '../../shared/http/caller';

/** profiles (spec 3): one per user, written by the post-confirmation trigger. USER#{id} / PROFILE. */
export const profileEntity = defineEntity({
  model: { entity: 'profile', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    role: { type: 'string', required: true },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    onboarding_completed: { type: 'boolean' },
    created_at: { type: 'string' },
    /** Issue 35: when the person closed their account ('' while open); their name and e-mail are gone then. */
    closed_at: { type: 'string' },
    /**
     * Issue 36: the operators' People search by e-mail (byOwner PEOPLE#EMAIL / `{e-mail lower-cased}#{id}`),
     * set with the profile, removed with the e-mail when the account closes. Hidden: reads never see them.
     */
    gsi1pk: { type: 'string', hidden: true },
    gsi1sk: { type: 'string', hidden: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${id}'), sk: tableKey('sk', 'PROFILE') },
    byEmail: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
  },
});

/** Issue 36: the e-mail index entry of a profile (the People search's exact e-mail lookup). */
export const emailIndexOf = (userId: string, email: string) => ({
  gsi1pk: indexKeys.peopleByEmail,
  gsi1sk: `${email.trim().toLowerCase()}#${userId}`,
});

/** Issue 36: the profiles with this e-mail (one Query of the e-mail index; an address is one account's). */
export const findProfilesByEmail = async (email: string): Promise<Profile[]> => {
  const { data } = await profileEntity.query
    .byEmail({ gsi1pk: indexKeys.peopleByEmail })
    .begins({ gsi1sk: `${email.trim().toLowerCase()}#` })
    .go({ limit: 10, pages: 1 });
  return [...(await getProfiles(data.map((item) => item.id))).values()];
};

export type Profile = Required<EntityItem<typeof profileEntity>> & { role: Role };

export const getProfile = async (userId: string): Promise<Profile | undefined> => {
  const { data } = await profileEntity.get({ id: userId }).go();
  if (!data) return undefined;
  // Old items may hold null where ElectroDB now omits the attribute: both read as the default.
  const stored = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  const defaults = {
    first_name: '',
    last_name: '',
    email: '',
    onboarding_completed: false,
    created_at: '',
    closed_at: '',
  };
  return { ...defaults, ...stored, id: data.id, role: data.role as Role };
};

/** onboarding_completed on the profile. */
export const markProfileOnboarded = async (userId: string): Promise<void> => {
  await profileEntity.patch({ id: userId }).set({ onboarding_completed: true }).go();
};

/** The same change as one operation of another module's transaction (a brand's onboarding completes both). */
export const profileOnboardedOperation = (userId: string) =>
  transactional(profileEntity).patch({ id: userId }).set({ onboarding_completed: true }).commit();

/**
 * Issue 35: closing the account, as one operation of the closing's transaction. The person's name and
 * e-mail leave the profile (the id and role stay: the ledger and the brands' records name the id); only
 * an open profile closes, so a repeated request changes nothing.
 */
export const profileClosedOperation = (userId: string, at: string) =>
  transactional(profileEntity)
    .patch({ id: userId })
    .set({ closed_at: at, onboarding_completed: false })
    .remove(['first_name', 'last_name', 'email', 'gsi1pk', 'gsi1sk'])
    .where((attr, op) => op.notExists(attr.closed_at))
    .commit();
/** Several people's profiles by id (BatchGetItem; missing ones are absent): the team's names and addresses. */
export const getProfiles = async (userIds: readonly string[]): Promise<Map<string, Profile>> => {
  const profiles = new Map<string, Profile>();
  if (userIds.length === 0) return profiles;
  const items = await batchGetEntities<EntityItem<typeof profileEntity>>(
    profileEntity,
    userIds.map((id) => ({ id })),
  );
  for (const item of items) {
    const stored = Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null));
    profiles.set(item.id, {
      first_name: '',
      last_name: '',
      email: '',
      onboarding_completed: false,
      created_at: '',
      closed_at: '',
      ...stored,
      id: item.id,
      role: item.role as Role,
    });
  }
  return profiles;
};

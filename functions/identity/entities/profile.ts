import type { EntityItem } from 'electrodb';
import { batchGetEntities } from '../../shared/data/batch-get';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
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
  },
  indexes: { primary: { pk: tableKey('pk', 'USER#${id}'), sk: tableKey('sk', 'PROFILE') } },
});

export type Profile = Required<EntityItem<typeof profileEntity>> & { role: Role };

export const getProfile = async (userId: string): Promise<Profile | undefined> => {
  const { data } = await profileEntity.get({ id: userId }).go();
  if (!data) return undefined;
  // Old items may hold null where ElectroDB now omits the attribute: both read as the default.
  const stored = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  const defaults = { first_name: '', last_name: '', email: '', onboarding_completed: false, created_at: '' };
  return { ...defaults, ...stored, id: data.id, role: data.role as Role };
};

/** onboarding_completed on the profile. */
export const markProfileOnboarded = async (userId: string): Promise<void> => {
  await profileEntity.patch({ id: userId }).set({ onboarding_completed: true }).go();
};

/** The same change as one operation of another module's transaction (a brand's onboarding completes both). */
export const profileOnboardedOperation = (userId: string) =>
  transactional(profileEntity).patch({ id: userId }).set({ onboarding_completed: true }).commit();

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
      ...stored,
      id: item.id,
      role: item.role as Role,
    });
  }
  return profiles;
};

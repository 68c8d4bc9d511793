import { defineEntity, SERVICE } from '../../shared/data/entity';
import type { Role } from '../../shared/http/caller';

/** profiles (spec 3): one per user, written by the post-confirmation trigger. USER#{id} / PROFILE. */
export interface Profile {
  id: string;
  role: Role;
  first_name: string;
  last_name: string;
  email: string;
  onboarding_completed: boolean;
  created_at: string;
}

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
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['id'], template: 'USER#${id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
    },
  },
});

type ProfileRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof profileEntity.get>['go']>>['data']>;

const toProfile = (item: ProfileRecord): Profile => ({
  id: item.id,
  role: item.role as Role,
  first_name: item.first_name ?? '',
  last_name: item.last_name ?? '',
  email: item.email ?? '',
  onboarding_completed: item.onboarding_completed ?? false,
  created_at: item.created_at ?? '',
});

export const getProfile = async (userId: string): Promise<Profile | undefined> => {
  const { data } = await profileEntity.get({ id: userId }).go();
  return data ? toProfile(data) : undefined;
};

/** onboarding_completed on the profile (the brand flag is set with it, in a transaction, elsewhere). */
export const markProfileOnboarded = async (userId: string): Promise<void> => {
  await profileEntity.patch({ id: userId }).set({ onboarding_completed: true }).go();
};

import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import type { Role } from '../../shared/http/caller';
import type { TransactItem } from '../../shared/outbox/outbox-event';

/** profiles (spec 3): one per user, written by the post-confirmation trigger. */
export interface Profile {
  id: string;
  role: Role;
  first_name: string;
  last_name: string;
  email: string;
  onboarding_completed: boolean;
  created_at: string;
}

const key = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });

interface ProfileItem extends Profile {
  pk: string;
  sk: string;
  type: 'profile';
}

const toProfile = ({ pk: _pk, sk: _sk, type: _type, ...profile }: ProfileItem): Profile => profile;

export const getProfile = async (userId: string): Promise<Profile | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: key(userId) }));
  return Item ? toProfile(Item as ProfileItem) : undefined;
};

/**
 * Writes the profile once, with the outbox items that announce it (ProfileCreated) in the same
 * transaction: the profile and its event exist together or not at all. Cognito may invoke the trigger
 * again for the same user; a second write is refused by the condition (events included) and reported
 * as `created: false`, leaving the first profile and its event untouched.
 */
export const putProfileOnce = async (
  profile: Profile,
  events: readonly TransactItem[] = [],
): Promise<{ created: boolean }> => {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...key(profile.id), type: 'profile', ...profile } satisfies ProfileItem,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...events,
        ],
      }),
    );
    return { created: true };
  } catch (error) {
    if (isConditionFailure(error)) return { created: false };
    throw error;
  }
};

/** onboarding_completed on the profile (the brand flag is set with it, in a transaction, elsewhere). */
export const markProfileOnboarded = async (userId: string): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(userId),
      UpdateExpression: 'SET onboarding_completed = :true',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
};

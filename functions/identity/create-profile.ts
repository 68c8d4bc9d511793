import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../shared/config';
import { writeTransaction } from '../shared/data/entity';
import type { Role } from '../shared/http/caller';
import { log } from '../shared/log';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { emailIndexOf } from './entities/profile';
import { identityService } from './entities/service';

const cognito = new CognitoIdentityProviderClient({
  region: env.region,
  ...(env.cognitoEndpoint ? { endpoint: env.cognitoEndpoint } : {}),
});

export interface NewAccount {
  userPoolId: string;
  /** Cognito user name (the sub for e-mail sign-in pools); AdminAddUserToGroup wants it. */
  userName: string;
  userId: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Everything a confirmed sign-up leads to: the profile and the ProfileCreated event that other features
 * react to (a brand user's brand record), written in one transaction (the outbox publishes the event),
 * then membership of the role's group (the role in every later token). Each step is idempotent, so
 * Cognito retrying the trigger is harmless: a retry finds the profile (and its event) already written.
 */
export const createProfile = async (account: NewAccount): Promise<void> => {
  const event = outboxEvent('ProfileCreated', {
    version: 1,
    userId: account.userId,
    role: account.role,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
  });
  // The profile and its event exist together or not at all. Cognito may invoke the trigger again for
  // the same user: the second write is refused by the profile's condition (event included) and leaves
  // the first profile and its event untouched.
  const outcome = await writeTransaction(identityService, ({ profile, outbox }) => ({
    profile: profile
      .create({
        id: account.userId,
        role: account.role,
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        onboarding_completed: false,
        created_at: new Date().toISOString(),
        // Issue 36: the operators' People search finds the account by its e-mail.
        ...emailIndexOf(account.userId, account.email),
      })
      .commit(),
    event: outbox.create(event.item).commit(),
  }));
  if (!outcome.ok && !outcome.refused.includes('profile')) {
    throw new Error('createProfile: the profile transaction kept conflicting');
  }
  const created = outcome.ok;
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: account.userPoolId,
      Username: account.userName,
      GroupName: account.role,
    }),
  );
  log.info('profile created', {
    userId: account.userId,
    role: account.role,
    newProfile: created,
    ...(created ? { eventId: event.id } : {}),
  });
};

/**
 * Issue 36: who is an operator (the /ops console). The only way into the Cognito `operator` group: the
 * CLI (`npm run operator -- add|remove|list`, scripts/operator.ts) and the demo data set
 * (infra/local/seed/), both through these functions, against the local cloud's cognito-local or a
 * deployed pool with the same SDK calls. Sign-up never adds it (the pre-sign-up and post-confirmation
 * triggers take role groups only).
 *
 * An operator is a person with an account of their own: the e-mail must belong to an existing brand or
 * creator account, which keeps its role; its next sign-in's token carries both groups. The role comes
 * from the role group alone (functions/shared/http/caller.ts), so the operator group opens no brand or
 * creator route, and operator routes need the operator group whatever the role.
 */
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { operatorGroup } from '../contracts/constants';

/** The pool to act on, as a stack's outputs name it (the local cloud's, or a deployed stack's). */
export interface OperatorPool {
  UserPoolId: string;
  Region: string;
  /** The local cloud's cognito-local; absent for a deployed pool (the caller's AWS credentials are used). */
  CognitoEndpoint?: string;
}

export const operatorPoolClient = (pool: OperatorPool): CognitoIdentityProviderClient =>
  new CognitoIdentityProviderClient(
    pool.CognitoEndpoint
      ? {
          endpoint: pool.CognitoEndpoint,
          region: pool.Region,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : { region: pool.Region },
  );

export class NoSuchAccountError extends Error {
  constructor(readonly email: string) {
    super(
      `No account with the e-mail ${email}: the person signs up as a brand or a creator first, then is made an operator.`,
    );
  }
}

/** The pool's user name of the account with this e-mail (an alias of it), or NoSuchAccountError. */
const userNameOf = async (client: CognitoIdentityProviderClient, pool: OperatorPool, email: string) => {
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: pool.UserPoolId, Username: email }));
    if (!user.Username) throw new NoSuchAccountError(email);
    return user.Username;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') throw new NoSuchAccountError(email);
    throw error;
  }
};

/** Adds the account to the operator group (again is harmless: Cognito keeps one membership). */
export const addOperator = async (pool: OperatorPool, email: string): Promise<void> => {
  const client = operatorPoolClient(pool);
  const username = await userNameOf(client, pool, email);
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: pool.UserPoolId,
      Username: username,
      GroupName: operatorGroup,
    }),
  );
};

/**
 * Takes the account out of the operator group. Tokens already issued still carry the group until they
 * expire (an access token lives an hour); the next sign-in or refresh has it no more.
 */
export const removeOperator = async (pool: OperatorPool, email: string): Promise<void> => {
  const client = operatorPoolClient(pool);
  const username = await userNameOf(client, pool, email);
  await client.send(
    new AdminRemoveUserFromGroupCommand({
      UserPoolId: pool.UserPoolId,
      Username: username,
      GroupName: operatorGroup,
    }),
  );
};

/** The operators' e-mails, in the pool's order. */
export const listOperators = async (pool: OperatorPool): Promise<string[]> => {
  const client = operatorPoolClient(pool);
  const emails: string[] = [];
  let next: string | undefined;
  do {
    const page = await client.send(
      new ListUsersInGroupCommand({ UserPoolId: pool.UserPoolId, GroupName: operatorGroup, NextToken: next }),
    );
    for (const user of page.Users ?? []) {
      const email = user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;
      emails.push(email ?? user.Username ?? '(unknown)');
    }
    next = page.NextToken;
  } while (next);
  return emails;
};

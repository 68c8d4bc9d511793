/**
 * cognito-local, run in-process and mounted under /cognito on the local cloud's port, so the SPA talks to
 * it same-origin. Its Cognito triggers call our real pre-sign-up and post-confirmation handlers through
 * an in-process stand-in for the Lambda Invoke API (cognito-local calls `lambda.invoke(...).promise()`).
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { operatorGroup } from '../../contracts/constants';
import { honourDisabledUsers } from './cognito-disabled-users';
import { DurableDataStoreFactory } from './cognito-file-store';
import { refuseDuplicateGroups } from './cognito-groups';
import { cognitoRequire, cognitoLib as lib } from './cognito-local-lib';
import { withCognitoMfa } from './cognito-mfa';
import { revocableTokenFamilies, withTokenFamilies } from './cognito-token-families';
import { invokeHandler } from './lambda-runtime';

export const POOL_NAME = 'marketplace-local';
export const CLIENT_NAME = 'marketplace-web';
/** The API's own app client (issue 35): it checks a password with a recovery code, or a current code. */
export const SERVER_CLIENT_NAME = 'marketplace-server';
/** The role groups and (issue 36) the operators' group, as the CDK pool has them. */
export const GROUPS = ['brand', 'creator', operatorGroup] as const;

/** Trigger "function names" → our handler modules (named as Cognito names the trigger in its errors). */
const triggerModules: Record<string, string> = {
  PreSignUp: 'functions/identity/triggers/pre-sign-up.ts',
  PostConfirmation: 'functions/identity/triggers/post-confirmation.ts',
};

/** Behaves like the aws-sdk v2 Lambda client cognito-local expects, running the handler in-process. */
const inProcessLambda = {
  invoke: ({ FunctionName, Payload }: { FunctionName: string; Payload: string }) => ({
    promise: async () => {
      try {
        const modulePath = triggerModules[FunctionName];
        if (!modulePath) throw new Error(`No local trigger function ${FunctionName}`);
        const result = await invokeHandler(modulePath, JSON.parse(Payload));
        return { StatusCode: 200, Payload: JSON.stringify(result) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return {
          StatusCode: 200,
          FunctionError: 'Unhandled',
          Payload: JSON.stringify({ errorMessage: message }),
        };
      }
    },
  }),
};

export interface LocalCognito {
  /** Express app serving the Cognito JSON API, the JWKS and the OAuth2 routes. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  issuerDomain: string;
  /** Resolves once every change is on disk: call it before the process exits. */
  flush: () => Promise<void>;
}

export const createLocalCognito = async (options: {
  dataDir: string;
  issuerDomain: string;
}): Promise<LocalCognito> => {
  const pino = cognitoRequire('pino');
  // Silent by default: a refused sign-up is an expected answer, not something to print.
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'silent' });
  mkdirSync(options.dataDir, { recursive: true });

  const services = lib('services');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const { CryptoService } = lib('services/crypto');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { ConsoleMessageSender } = lib('services/messageDelivery/consoleMessageSender');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { Router } = lib('server/Router');
  const { createServer } = lib('server/server');
  const { DefaultConfig } = lib('server/config');

  const config = {
    ...DefaultConfig,
    TriggerFunctions: Object.fromEntries(Object.keys(triggerModules).map((name) => [name, name])),
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
  };

  const ctx = { logger };
  const clock = new services.DateClock();
  // Ordered, atomic file writes, so .local/cognito survives concurrent sign-ups and Ctrl-C whole.
  const dataStoreFactory = new DurableDataStoreFactory(options.dataDir);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    options.dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognitoClient,
    new services.LambdaService(config.TriggerFunctions, inProcessLambda),
    new CryptoService(config.KMSConfig),
  );
  const allServices = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    // Issue 35: tokens carry their sign-in's family (origin_jti), as Cognito's do.
    tokenGenerator: withTokenFamilies(new JwtTokenGenerator(clock, triggers, config.TokenConfig)),
    triggers,
  };
  // CreateGroup must not empty an existing group: ensureUserPool creates the role groups on every start.
  // TOTP sign-in as Cognito does it: challenge sessions bound to their user, the Admin* MFA targets;
  // issue 35: RevokeToken ends a token family (refresh token and its access tokens), as in Cognito; and
  // (Your data) a disabled, closed user cannot sign in, and AdminUserGlobalSignOut revokes refresh tokens.
  const router = honourDisabledUsers(
    revocableTokenFamilies(
      refuseDuplicateGroups(withCognitoMfa(Router(allServices), cognitoClient), cognitoClient),
      options.dataDir,
    ),
    cognitoClient,
  );
  const server = createServer(router, logger, config.ServerConfig, allServices);
  return {
    handle: server.application,
    issuerDomain: options.issuerDomain,
    flush: () => dataStoreFactory.flush(),
  };
};

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * Finds or creates the pool, the SPA's app client and the role groups, so restarts keep users and ids.
 * The settings mirror the CDK user pool (e-mail sign-in, password minimum 6, custom:role).
 */
const localClient = (endpoint: string) =>
  new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

export const ensureUserPool = async (endpoint: string): Promise<PoolIds> => {
  const client = localClient(endpoint);
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: { MinimumLength: 6 } },
        Schema: [{ Name: 'role', AttributeDataType: 'String', Mutable: false }],
      }),
    );
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('cognito-local did not create the user pool');

  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    userPoolClientId = created.UserPoolClient?.ClientId;
  }
  if (!userPoolClientId) throw new Error('cognito-local did not create the app client');

  // CreateGroup answers GroupExistsException for a group that exists (refuseDuplicateGroups), members kept.
  for (const group of GROUPS) {
    try {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    } catch (error) {
      if ((error as { name?: string }).name !== 'GroupExistsException') throw error;
    }
  }
  return { userPoolId, userPoolClientId };
};

/**
 * Issue 35, as the CDK pool has it: TOTP is optional (a user turns it on for themselves; SMS is not
 * offered), and the API has an app client of its own allowed ADMIN_USER_PASSWORD_AUTH, which the SPA's
 * client is not. Applied on every start, so a pool kept from before is brought up to date.
 */
export const ensureSecondFactorSetup = async (endpoint: string, userPoolId: string): Promise<string> => {
  const client = localClient(endpoint);
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = clients.UserPoolClients?.find((c) => c.ClientName === SERVER_CLIENT_NAME)?.ClientId;
  if (existing) return existing;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: SERVER_CLIENT_NAME,
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const id = created.UserPoolClient?.ClientId;
  if (!id) throw new Error('cognito-local did not create the server app client');
  return id;
};

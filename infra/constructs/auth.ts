/**
 * Cognito: the user pool (e-mail sign-in, self sign-up), the groups that carry the role (`brand`,
 * `creator`), the SPA's app client, and the two triggers (pre-sign-up validates the role, post-
 * confirmation writes the profile, adds the user to the role's group and publishes ProfileCreated).
 */
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct, type IDependable } from 'constructs';
import { operatorGroup } from '../../contracts/constants';
import type { FunctionAccess } from '../../events/function-access';
import { AppFunction, type SecondFactorSettings } from './app-function';
import { acknowledgeNag, wildcardResourceFinding } from './nag';

/** The Cognito groups; a user's role is the group it is in (`cognito:groups` in the token). */
export const ROLE_GROUPS = ['brand', 'creator'] as const;

/**
 * What the triggers may touch (events/function-access.ts); cognito-idp:AdminAddUserToGroup is added
 * below, as it has no place in FunctionAccess. Post-confirmation writes the profile and its
 * ProfileCreated outbox item (one conditional transaction); the outbox publisher puts it on the bus.
 */
export const triggerAccess = {
  preSignUp: { table: 'none' },
  postConfirmation: { table: 'write' },
} as const satisfies Record<string, FunctionAccess>;

/** Cognito's own e-mails through the product's SES identity (constructs/mail.ts). */
export interface AuthMail {
  /** The verified sending domain: its identity is the one Cognito sends as. */
  readonly domain: string;
  /** `notifications@{domain}`. */
  readonly fromAddress: string;
  readonly fromName: string;
  /** Cognito's messages report bounces and complaints like the product's. */
  readonly configurationSetName: string;
  /** Cognito checks at deploy that the identity exists (and is verified): created first. */
  readonly identity: IDependable;
}

export interface AuthProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  /** Unset: Cognito's default sender (no-reply@verificationemail.com, 50 e-mails a day). */
  readonly mail?: AuthMail;
}

/** The Cognito triggers' handler modules (the bench bundles and imports them as it does every function). */
export const PRE_SIGN_UP_ENTRY = 'functions/identity/triggers/pre-sign-up.ts';
export const POST_CONFIRMATION_ENTRY = 'functions/identity/triggers/post-confirmation.ts';

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** Issue 35: the API's own client, which checks a password with a recovery code or a current code. */
  readonly serverClient: UserPoolClient;
  readonly preSignUp: AppFunction;
  readonly postConfirmation: AppFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    // Cognito gives a trigger 5 seconds, then fails the sign-up step (and retries): a longer timeout
    // is useless, and more memory (= more CPU) shortens the cold start that counts against it.
    const triggerDefaults = { timeout: Duration.seconds(5), memorySize: 512 };

    // Validates the sign-up attributes only: no table, no bus.
    this.preSignUp = new AppFunction(this, 'PreSignUp', {
      ...triggerDefaults,
      entry: PRE_SIGN_UP_ENTRY,
      description: 'Cognito pre-sign-up: accepts only role brand|creator and non-empty names',
    }).bindAccess(triggerAccess.preSignUp, props);

    this.postConfirmation = new AppFunction(this, 'PostConfirmation', {
      ...triggerDefaults,
      entry: POST_CONFIRMATION_ENTRY,
      description: 'Cognito post-confirmation: profile, role group membership, ProfileCreated event',
    }).bindAccess(triggerAccess.postConfirmation, props);

    // The trigger adds the new user to its role's group. Naming this pool's ARN would make the pool
    // depend on the function (trigger) and the function's policy on the pool: a circular dependency.
    // The grant therefore covers the user pools of this account and region; the handler only ever
    // passes the pool id Cognito put in the trigger event.
    const anyUserPoolArn = Stack.of(this).formatArn({
      service: 'cognito-idp',
      resource: 'userpool',
      resourceName: '*',
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.postConfirmation.addToRolePolicy(
      new PolicyStatement({ actions: ['cognito-idp:AdminAddUserToGroup'], resources: [anyUserPoolArn] }),
    );
    acknowledgeNag(
      this.postConfirmation.fn.role ?? this.postConfirmation,
      wildcardResourceFinding(this, anyUserPoolArn),
      'AdminAddUserToGroup on userpool/* of this account+region: naming the pool would create a pool <-> trigger circular dependency; the handler only uses the pool id from the trigger event.',
    );

    this.userPool = new UserPool(this, 'UserPool', {
      // Sign-in with e-mail: the e-mail address is the user name.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      // Deployed sign-ups confirm with the code Cognito e-mails.
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Your verification code',
        emailBody: 'Your verification code is {####}',
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
        familyName: { required: true, mutable: true },
      },
      customAttributes: {
        // Written once at sign-up (validated by the pre-sign-up trigger). Authorization never reads
        // it: the role in tokens comes from the group the post-confirmation trigger adds.
        role: new StringAttribute({ minLen: 1, maxLen: 16, mutable: false }),
      },
      // The product spec requires a 6-character minimum and nothing more (see the COG1 note below).
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      // Issue 35: each person may turn on TOTP for themselves (Account → Security); SMS is not offered.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      featurePlan: FeaturePlan.ESSENTIALS,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      ...(props.mail
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: props.mail.fromAddress,
              fromName: props.mail.fromName,
              sesVerifiedDomain: props.mail.domain,
              configurationSetName: props.mail.configurationSetName,
              // The identity is in this stack's region (the token keeps synth account- and region-free).
              sesRegion: Stack.of(this).region,
            }),
          }
        : {}),
      lambdaTriggers: {
        preSignUp: this.preSignUp.fn,
        postConfirmation: this.postConfirmation.fn,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (props.mail) this.userPool.node.addDependency(props.mail.identity);
    acknowledgeNag(
      this.userPool,
      'COG1',
      'The product spec (section 4, signup) requires a password minimum of 6 characters with no class rules; the local cloud enforces the same policy.',
    );
    acknowledgeNag(
      this.userPool,
      'COG2',
      'MFA is optional (TOTP, issue 35): required only where the product requires it (paying, payout and payment details, API keys: functions/identity/security/require-second-factor.ts), never for every sign-in of a marketplace open to self sign-up.',
    );
    acknowledgeNag(
      this.userPool,
      'COG8',
      'Essentials feature plan: Plus (threat protection) is a per-MAU cost the product has not budgeted; revisit with real traffic.',
    );

    for (const groupName of ROLE_GROUPS) {
      this.userPool.addGroup(`${groupName[0]?.toUpperCase()}${groupName.slice(1)}Group`, {
        groupName,
        description: `Users with the ${groupName} role`,
      });
    }
    // Issue 36: the people who run the marketplace (the /ops console). Never joined at sign-up (the
    // triggers add role groups only): `npm run operator -- add <email>` adds an existing account.
    this.userPool.addGroup('OperatorGroup', {
      groupName: operatorGroup,
      description: 'Operators of the marketplace (added by npm run operator, never by sign-up)',
    });

    const readableAttributes = new ClientAttributes()
      .withStandardAttributes({ email: true, emailVerified: true, givenName: true, familyName: true })
      .withCustomAttributes('role');
    const writableAttributes = new ClientAttributes()
      .withStandardAttributes({ email: true, givenName: true, familyName: true })
      // custom:role must be writable for sign-up to set it; it is immutable afterwards.
      .withCustomAttributes('role');

    // The SPA: a public client (no secret), SRP sign-in only. The local cloud's cognito-local lacks
    // SRP and uses USER_PASSWORD_AUTH; AWS does not allow that flow. Token validity: Cognito defaults.
    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // No hosted UI / OAuth redirects: the SPA signs in with SRP through Amplify.
      disableOAuth: true,
      authFlows: { userSrp: true, custom: false, userPassword: false, adminUserPassword: false },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      readAttributes: readableAttributes,
      writeAttributes: writableAttributes,
    });

    // Issue 35: the API's own client. The two-factor routes check a password (with a recovery code) and a
    // current TOTP code (to turn it off) server-side: ADMIN_USER_PASSWORD_AUTH, IAM-authorised Admin*
    // calls, which the SPA's SRP-only client does not allow. Public (no secret): IAM guards its use.
    this.serverClient = this.userPool.addClient('ServerClient', {
      userPoolClientName: 'marketplace-server',
      generateSecret: false,
      disableOAuth: true,
      authFlows: { adminUserPassword: true, userSrp: false, custom: false, userPassword: false },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
  }

  /** Issue 35: what the two-factor routes call the pool with (FunctionAccess userPool 'secondFactor'). */
  get secondFactor(): SecondFactorSettings {
    return {
      userPoolId: this.userPool.userPoolId,
      userPoolArn: this.userPool.userPoolArn,
      serverClientId: this.serverClient.userPoolClientId,
    };
  }

  /** The `iss` claim of this pool's tokens, which API Gateway's JWT authorizer checks. */
  get issuerUrl(): string {
    return `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}

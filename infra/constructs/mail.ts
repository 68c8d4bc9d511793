/**
 * The product's e-mail in AWS (issue 19; docs/architecture.md section 7, "Notifications and e-mail"):
 *
 * - an SES domain identity for the `mailDomain` context value, signed with Easy DKIM (2048-bit): its three
 *   CNAME records are the stack's MailDkimRecord1..3 outputs, to be added to the domain's DNS;
 * - a configuration set, the identity's default, whose event destination sends bounces and complaints to
 *   the account's default EventBridge bus (the only bus SES publishes to), where the
 *   SuppressBouncedAddresses rule (`bus: 'default'` in events/rules.ts) listens;
 * - the unsubscribe links' HMAC key, a generated Secrets Manager secret.
 *
 * A function's FunctionAccess.mail turns into grants and settings in app-function.ts (bindMail).
 */
import { CfnOutput, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import {
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { MailSending } from './app-function';
import { acknowledgeNag } from './nag';

/** The sender's display name, in MAIL_FROM and in Cognito's e-mails. */
export const MAIL_SENDER_NAME = 'Affiliate Marketplace';
/** The local part of the sending address: notifications@{mailDomain}. */
export const MAIL_SENDER_LOCAL_PART = 'notifications';

/**
 * Stand-ins used when the context values are missing, so that `cdk synth` and the tests work on a fresh
 * clone. A deployment must set both (README, "E-mail"): example.com (RFC 2606) can never be verified, so
 * SES would refuse every e-mail from it.
 */
export const MAIL_PLACEHOLDERS = {
  mailDomain: 'example.com',
  mailPostalAddress: 'REPLACE WITH YOUR POSTAL ADDRESS (cdk deploy -c mailPostalAddress=...)',
} as const;

export interface MailContext {
  /** The sending domain (`-c mailDomain=mail.example.com`). */
  readonly domain: string;
  /** The postal address every e-mail's footer carries (`-c mailPostalAddress="..."`). */
  readonly postalAddress: string;
  /**
   * `-c mailDomainVerified=true` once SES shows the domain verified: Cognito then sends its own e-mails
   * (sign-up codes, password resets) through the identity. Cognito refuses an unverified identity when
   * the pool is created or updated, so this cannot be on in the deployment that creates the identity.
   */
  readonly cognitoThroughSes: boolean;
}

/** The mail settings of the context, with placeholders (and a warning at synth) for the missing ones. */
export const mailContextOf = (scope: Construct): MailContext => {
  const domain = String(scope.node.tryGetContext('mailDomain') ?? '').trim();
  const postalAddress = String(scope.node.tryGetContext('mailPostalAddress') ?? '').trim();
  const missing = [!domain && 'mailDomain', !postalAddress && 'mailPostalAddress'].filter(Boolean);
  if (missing.length > 0) {
    console.warn(
      `[infra] ${missing.join(' and ')} not set: this synth uses placeholders and no e-mail can be sent. ` +
        'Deploy with -c mailDomain=<your sending domain> -c mailPostalAddress="<your postal address>" (README, "E-mail").',
    );
  }
  const verified = scope.node.tryGetContext('mailDomainVerified');
  return {
    domain: domain || MAIL_PLACEHOLDERS.mailDomain,
    postalAddress: postalAddress || MAIL_PLACEHOLDERS.mailPostalAddress,
    cognitoThroughSes: Boolean(domain) && (verified === true || verified === 'true'),
  };
};

export interface MailProps {
  readonly context: MailContext;
  /** Our public https base URL: the links in every e-mail (APP_URL). */
  readonly appUrl: string;
}

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly signingSecret: Secret;
  /** `notifications@{domain}`: Cognito's sender too. */
  readonly fromAddress: string;
  /** What a function that sends gets (bindMail). */
  readonly sending: MailSending;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { domain, postalAddress } = props.context;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      // SES's own account-level list as a second net: an address it suppresses is reported as a
      // permanent bounce (OnAccountSuppressionList), which our list records too.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // SES publishes only to the default bus; our own bus never sees these events.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
      // Mail sent without naming a configuration set (Cognito's, say) still reports its bounces.
      configurationSet: this.configurationSet,
    });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(Stack.of(this), `MailDkimRecord${index + 1}`, {
        value: Fn.join(' ', [record.name, 'CNAME', record.value]),
        description: `DKIM record ${index + 1} of 3 for ${domain}: add it to the domain's DNS to verify it`,
      });
    });

    this.signingSecret = new Secret(this, 'SigningSecret', {
      description:
        'HMAC key of the unsubscribe links in e-mails (functions/notifications/unsubscribe-token.ts)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      // A new key would break the unsubscribe link of every e-mail already sent.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeNag(
      this.signingSecret,
      'SMG4',
      'The unsubscribe links are signed with this key and never expire (RFC 8058: an old e-mail must still unsubscribe); rotating it would break every link already sent.',
    );

    this.fromAddress = `${MAIL_SENDER_LOCAL_PART}@${domain}`;
    this.sending = {
      identityArn: this.identity.emailIdentityArn,
      configurationSetName: this.configurationSet.configurationSetName,
      from: `${MAIL_SENDER_NAME} <${this.fromAddress}>`,
      postalAddress,
      appUrl: props.appUrl,
    };
  }
}

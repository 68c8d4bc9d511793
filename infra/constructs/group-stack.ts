/**
 * A nested stack for one group of functions: a module's HTTP features (http-api.ts), the event consumers,
 * the stream consumers, the scheduled jobs. CloudFormation allows 500 resources per stack and each
 * function brings about four to nine (function, role, policy, log group, and per kind a route,
 * integration and permission, or a queue, rule or schedule): the root stack keeps the shared resources,
 * the API itself and the site, and every group grows in a stack of its own.
 *
 * The shared resources come in as explicit parameters (names and ARNs) and are imported here, rather than
 * referenced across stacks implicitly: the template then says what the group depends on, the references
 * only point from the root into the nested stack (nothing points back, so no cycle), and an ARN renders
 * as `{Ref: TableName}`-style tokens that are the same before and after synthesis, which cdk-nag's
 * finding ids (and so our acknowledgements, see nag.ts) depend on.
 *
 * Grants on imported resources go to the function's own role only (same account): the key policy, the
 * secrets and the table keep no statement naming a function.
 */
import { CfnParameter, NestedStack } from 'aws-cdk-lib';
import { type ITable, Table } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, type IEventBus } from 'aws-cdk-lib/aws-events';
import { type IKey, Key } from 'aws-cdk-lib/aws-kms';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type {
  AccessResources,
  MailSending,
  SecondFactorSettings,
  ShopifyAppSettings,
  StripeAppSettings,
} from './app-function';

/** The root stack's shared resources a group may bind (the table must have its stream). */
export interface SharedResources extends AccessResources {
  readonly bus: IEventBus;
}

export interface GroupStackProps {
  readonly description: string;
  readonly shared: SharedResources;
  /** The group reads the table's stream (stream consumers): the stream ARN is passed in too. */
  readonly tableStream?: boolean;
}

export class GroupStack extends NestedStack {
  /**
   * The shared resources as seen from inside this stack. Each is imported (and becomes a parameter) the
   * first time a function binds it, so a stack takes only what its functions declare.
   */
  readonly shared: SharedResources;
  private readonly imported = new Map<string, unknown>();

  constructor(scope: Construct, id: string, props: GroupStackProps) {
    super(scope, id, { description: props.description });
    const { table, bus, secretsKey, shopifyApp, stripeApp, mailSigningSecret, mailSending } = props.shared;
    const { publicPagesDistributionId, secondFactor } = props.shared;
    const streamArn = props.tableStream ? table.tableStreamArn : undefined;
    if (props.tableStream && !streamArn) throw new Error(`${this.node.path}: the shared table has no stream`);
    const once = <T>(name: string, make: () => T): T => {
      if (!this.imported.has(name)) this.imported.set(name, make());
      return this.imported.get(name) as T;
    };

    const importTable = () =>
      once('Table', () =>
        Table.fromTableAttributes(this, 'Table', {
          tableName: this.input('TableName', table.tableName),
          ...(streamArn ? { tableStreamArn: this.input('TableStreamArn', streamArn) } : {}),
        }),
      );
    const importBus = () =>
      once('Bus', () => EventBus.fromEventBusName(this, 'Bus', this.input('EventBusName', bus.eventBusName)));
    const importKey = (key: IKey) => once('SecretsKey', () => this.importKey(key));
    const importShopify = (app: ShopifyAppSettings) => once('ShopifyApp', () => this.importShopifyApp(app));
    const importStripe = (app: StripeAppSettings) => once('StripeApp', () => this.importStripeApp(app));
    const importMailSigning = (secret: ISecret) =>
      once('MailSigningSecret', () =>
        Secret.fromSecretCompleteArn(
          this,
          'MailSigningSecret',
          this.input('MailSigningSecretArn', secret.secretArn),
        ),
      );
    const importDistributionId = (id: string) =>
      once('PublicPagesDistributionId', () => this.input('PublicPagesDistributionId', id));
    const importSecondFactor = (settings: SecondFactorSettings) =>
      once('SecondFactor', () => ({
        userPoolId: this.input('UserPoolId', settings.userPoolId),
        userPoolArn: this.input('UserPoolArn', settings.userPoolArn),
        serverClientId: this.input('UserPoolServerClientId', settings.serverClientId),
      }));
    const importMailSending = (sending: MailSending) =>
      once('MailSending', () => this.importMailSending(sending));

    this.shared = {
      get table(): ITable {
        return importTable();
      },
      get bus(): IEventBus {
        return importBus();
      },
      get secretsKey(): IKey | undefined {
        return secretsKey && importKey(secretsKey);
      },
      get shopifyApp(): ShopifyAppSettings | undefined {
        return shopifyApp && importShopify(shopifyApp);
      },
      get stripeApp(): StripeAppSettings | undefined {
        return stripeApp && importStripe(stripeApp);
      },
      get mailSigningSecret(): ISecret | undefined {
        return mailSigningSecret && importMailSigning(mailSigningSecret);
      },
      get mailSending(): MailSending | undefined {
        return mailSending && importMailSending(mailSending);
      },
      get publicPagesDistributionId(): string | undefined {
        return publicPagesDistributionId && importDistributionId(publicPagesDistributionId);
      },
      get secondFactor(): SecondFactorSettings | undefined {
        return secondFactor && importSecondFactor(secondFactor);
      },
    };
  }

  /**
   * The root's alarm topic (constructs/alarms.ts), as the action of the alarms on this stack's functions
   * and queues: one parameter, AlarmTopicArn, like the shared resources.
   */
  alarmTopic(topic: ITopic): ITopic {
    const key = 'AlarmTopic';
    if (!this.imported.has(key)) {
      this.imported.set(key, Topic.fromTopicArn(this, key, this.input('AlarmTopicArn', topic.topicArn)));
    }
    return this.imported.get(key) as ITopic;
  }

  /** A String parameter of this stack, set by the parent to `value` (a token of the parent's). */
  private input(name: string, value: string): string {
    const parameter = new CfnParameter(this, name, {
      type: 'String',
      description: `From the root stack: ${name}`,
    });
    // The parent passes parameters by logical id: keep it the plain name.
    parameter.overrideLogicalId(name);
    this.setParameter(name, value);
    return parameter.valueAsString;
  }

  private importKey(key: IKey): IKey {
    return Key.fromKeyArn(this, 'SecretsKey', this.input('SecretsKeyArn', key.keyArn));
  }

  private importShopifyApp(app: ShopifyAppSettings): ShopifyAppSettings {
    const arn = this.input('ShopifyAppSecretArn', app.secret.secretArn);
    return { ...app, secret: Secret.fromSecretCompleteArn(this, 'ShopifyAppSecret', arn) };
  }

  /** The identity, the configuration set and our URL are the root's tokens; the texts are plain context values. */
  private importMailSending(sending: MailSending): MailSending {
    return {
      ...sending,
      identityArn: this.input('MailIdentityArn', sending.identityArn),
      configurationSetName: this.input('MailConfigurationSetName', sending.configurationSetName),
      appUrl: this.input('AppUrl', sending.appUrl),
    };
  }

  private importStripeApp(app: StripeAppSettings): StripeAppSettings {
    const arn = this.input('StripeSecretArn', app.secret.secretArn);
    return { ...app, secret: Secret.fromSecretCompleteArn(this, 'StripeSecret', arn) };
  }
}

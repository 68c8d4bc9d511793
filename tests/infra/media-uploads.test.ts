/**
 * Images people upload (issue 34) in the synthesized stack: the two buckets (public access blocked,
 * TLS only, originals expiring, CORS for the site's POST only), the media bucket behind CloudFront with
 * origin access control, the S3 notification to the processing function, the grants of the two
 * functions that touch S3, and the processing function's asset carrying sharp with its libvips for the
 * function's architecture (bundled for real here, and loaded from the asset alone).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import cdkJson from '../../cdk.json';
import { AppFunction } from '../../infra/constructs/app-function';
import {
  MEDIA_PATH_PATTERN,
  PROCESS_UPLOAD_ARCHITECTURE,
  PROCESS_UPLOAD_ENTRY,
  sharpPackages,
} from '../../infra/constructs/media-uploads';
import { buildStack, type MarketplaceStack } from '../../infra/stack';
import { type CfnJson, type Resource, stacksOf } from './support/stacks';

let stack: MarketplaceStack;
let template: Template;
let warn: MockInstance<typeof console.warn>;

const logicalId = (construct: IConstruct): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);
const resource = (construct: IConstruct): Resource =>
  template.toJSON().Resources[logicalId(construct)] as Resource;

/** Every statement of the policies attached to a role, across the root and nested stacks. */
const statementsOfRole = (role: IConstruct): CfnJson[] => {
  const roleStack = Stack.of(role);
  const roleId = roleStack.getLogicalId(role.node.defaultChild as CfnElement);
  const policies = Template.fromStack(roleStack).findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as CfnJson[]);
};

const s3Statements = (role: IConstruct) =>
  statementsOfRole(role)
    .filter((statement) => [statement.Action].flat().some((action: string) => action.startsWith('s3:')))
    .map((statement) => ({
      actions: [statement.Action].flat().sort(),
      resource: JSON.stringify(statement.Resource),
    }));

beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  stack = buildStack(app, { env: undefined, webDistPath: '/nonexistent/web/dist' });
  template = Template.fromStack(stack);
}, 60_000);

afterAll(() => warn.mockRestore());

describe('the buckets', () => {
  it('both block all public access, encrypt, log to the access-log bucket and refuse plain HTTP', () => {
    for (const bucket of [stack.media.uploadsBucket, stack.media.mediaBucket]) {
      const { Properties } = resource(bucket);
      expect(Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(Properties.BucketEncryption).toBeDefined();
      expect(Properties.LoggingConfiguration.DestinationBucketName).toEqual({
        Ref: logicalId(stack.web.logBucket),
      });
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId(bucket) },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('originals expire after a day (what processing misses), media never do', () => {
    expect(resource(stack.media.uploadsBucket).Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({
        Prefix: 'originals/',
        ExpirationInDays: 1,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      }),
    ]);
    expect(resource(stack.media.mediaBucket).Properties.LifecycleConfiguration).toBeUndefined();
  });

  it("the uploads bucket lets the site's origin POST (CORS), nothing else; the media bucket has no CORS", () => {
    const [rule, ...others] = resource(stack.media.uploadsBucket).Properties.CorsConfiguration.CorsRules;
    expect(others).toEqual([]);
    expect(rule.AllowedMethods).toEqual(['POST']);
    expect(JSON.stringify(rule.AllowedOrigins)).toContain(logicalId(stack.web.distribution));
    expect(JSON.stringify(rule.AllowedOrigins)).not.toContain('*');
    expect(resource(stack.media.mediaBucket).Properties.CorsConfiguration).toBeUndefined();
  });

  it('an original arriving under originals/ (only) notifies the processing function', () => {
    const notifications = template.findResources('Custom::S3BucketNotifications');
    const [config] = Object.values(notifications).map((found) => found.Properties.NotificationConfiguration);
    expect(config.LambdaFunctionConfigurations).toEqual([
      {
        Events: ['s3:ObjectCreated:*'],
        Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'originals/' }] } },
        LambdaFunctionArn: { 'Fn::GetAtt': [logicalId(stack.media.processor.fn), 'Arn'] },
      },
    ]);
  });
});

describe('CloudFront', () => {
  it('serves /media/* from the media bucket through origin access control, with HSTS and nosniff', () => {
    const distribution = resource(stack.web.distribution).Properties.DistributionConfig;
    const behavior = distribution.CacheBehaviors.find(
      (found: CfnJson) => found.PathPattern === MEDIA_PATH_PATTERN,
    );
    expect(behavior).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https' });
    expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: logicalId(stack.web.apiHeadersPolicy) });
    const origin = distribution.Origins.find((found: CfnJson) => found.Id === behavior.TargetOriginId);
    expect(origin.DomainName).toEqual({
      'Fn::GetAtt': [logicalId(stack.media.mediaBucket), 'RegionalDomainName'],
    });
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId(stack.media.mediaBucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: Match.objectLike({ StringEquals: Match.anyValue() }),
          }),
        ]),
      },
    });
  });

  it("the SPA's CSP lets the browser POST to the uploads bucket's regional origin", () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(
      Object.values(policies).map(
        (policy) =>
          policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig?.ContentSecurityPolicy,
      ),
    );
    expect(csp).toMatch(/connect-src[^;]*https:\/\/affiliatemarketplace-uploads-/);
  });
});

describe('grants', () => {
  it('the processing function reads and deletes originals, writes and deletes media, and nothing else in S3', () => {
    const statements = s3Statements(stack.media.processor.fn.role as IConstruct);
    expect(statements).toHaveLength(2);
    expect(statements[0]?.actions).toEqual(['s3:DeleteObject', 's3:GetObject']);
    expect(statements[0]?.resource).toContain('-uploads-');
    expect(statements[0]?.resource).toContain('/originals/*');
    expect(statements[1]?.actions).toEqual(['s3:DeleteObject', 's3:PutObject']);
    expect(statements[1]?.resource).toContain(logicalId(stack.media.mediaBucket));
    expect(statements[1]?.resource).toContain('/media/*');
  });

  it('the uploads API may only put originals (what the presigned POST does); no other API feature touches S3', () => {
    for (const [feature, fn] of Object.entries(stack.api.functions)) {
      const statements = s3Statements(fn.fn.role as IConstruct);
      if (feature === 'creator-uploads') {
        expect(statements.map(({ actions }) => actions)).toEqual([['s3:PutObject']]);
        expect(statements[0]?.resource).toContain('/originals/*');
      } else {
        expect(statements, feature).toEqual([]);
      }
    }
  });

  it('no other function of any nested stack has an S3 grant', () => {
    const withS3 = stacksOf(stack).flatMap((each) =>
      Object.entries(Template.fromStack(each).findResources('AWS::IAM::Policy'))
        .filter(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument).includes('"s3:'))
        .map(([id]) => `${each.stackName}/${id}`),
    );
    // The processor, the uploads feature, CDK's own helpers (SPA deployment, bucket notifications), and
    // (issue 35) the data export builder, whose grant is its own private bucket (data-exports tests).
    expect(
      withS3.filter(
        (id) => !/ProcessUpload|CreatorUploads|Deployment|NotificationsHandler|BuildDataExport/.test(id),
      ),
    ).toEqual([]);
  });
});

describe("the processing function's asset", () => {
  it('runs on x86_64, and carries sharp with its libvips for it: loaded from the asset alone, it resizes', () => {
    const app = new App({ context: cdkJson.context });
    const bundled = new Stack(app, 'ProcessUploadBundle');
    new AppFunction(bundled, 'ProcessUpload', {
      entry: PROCESS_UPLOAD_ENTRY,
      architecture: PROCESS_UPLOAD_ARCHITECTURE,
      nodePackages: sharpPackages(PROCESS_UPLOAD_ARCHITECTURE),
    });
    const assembly = app.synth();
    const fn = Template.fromStack(bundled).findResources('AWS::Lambda::Function');
    const [found] = Object.values(fn);
    expect(found?.Properties.Architectures).toEqual(['x86_64']);
    // This function's asset: its code's S3 key is the asset's hash, staged as asset.{hash} (the worker's
    // assembly folder also holds the assets of other files' apps).
    const hash = /([0-9a-f]{64})\.zip/.exec(JSON.stringify(found?.Properties.Code.S3Key))?.[1];
    expect(hash).toBeTruthy();
    const assets = [path.join(assembly.directory, `asset.${hash}`)];
    const assetDir = assets[0] ?? '';
    expect(existsSync(path.join(assetDir, 'index.mjs'))).toBe(true);
    const binaries = path.join(assetDir, 'node_modules', '@img', 'sharp-linux-x64', 'lib');
    expect(
      existsSync(binaries) && readdirSync(binaries).some((file) => file.endsWith('.node')),
      binaries,
    ).toBe(true);
    const libvips = path.join(assetDir, 'node_modules', '@img', 'sharp-libvips-linux-x64', 'lib');
    expect(readdirSync(libvips).some((file) => file.startsWith('libvips-cpp.so'))).toBe(true);
    // Outside the repository (the assembly's temp folder), so nothing resolves from the project's install.
    const script =
      "const sharp = require('sharp');" +
      "sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } }).resize(20).webp().toBuffer({ resolveWithObject: true })" +
      '.then(({ info }) => console.log(JSON.stringify([info.format, info.width, info.height])));';
    const output = execFileSync(process.execPath, ['-e', script], { cwd: assetDir, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual(['webp', 20, 15]);
  }, 120_000);
});

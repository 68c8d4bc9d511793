/**
 * cdk-nag (AwsSolutions) over the app exactly as `cdk synth` builds it, SPA upload included: synthesis
 * fails on any finding that is not acknowledged (with a reason) in infra/. The consumers and the API's
 * features live in nested stacks, whose templates are not stack artifacts: cdk-nag 3 walks the construct
 * tree, so they are checked too, and a test here fails if they ever escape.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json';
import { createApp, type MarketplaceStack } from '../../infra/stack';

const context = { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] };
const scratch = mkdtempSync(path.join(tmpdir(), 'infra-nag-'));
const outdir = path.join(scratch, 'cdk.out');

interface ValidationReport {
  pluginReports?: {
    violations?: {
      ruleName: string;
      severity?: string;
      violatingConstructs?: { constructPath?: string }[];
    }[];
  }[];
}

/** Every violation (errors and warnings) CDK wrote to the validation report, as "rule at path". */
const reportedViolations = (from = outdir): string[] => {
  const file = path.join(from, 'validation-report.json');
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as ValidationReport;
  return (report.pluginReports ?? []).flatMap((plugin) =>
    (plugin.violations ?? []).flatMap((violation) =>
      (violation.violatingConstructs ?? [{}]).map(
        (resource) =>
          `${violation.severity ?? '?'} ${violation.ruleName} at ${resource.constructPath ?? '?'}`,
      ),
    ),
  );
};

let stack: MarketplaceStack;
let synthError: unknown;
let template: Template | undefined;

beforeAll(() => {
  // A stand-in for Vite's output, so the BucketDeployment (and its IAM) is part of what nag checks.
  const webDist = path.join(scratch, 'web-dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

  const built = createApp({
    appProps: { context, outdir },
    stackProps: { env: undefined, webDistPath: webDist },
  });
  stack = built.stack;
  try {
    const assembly = built.app.synth();
    template = Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template);
  } catch (error) {
    synthError = error;
  }
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('cdk-nag AwsSolutions', () => {
  it('finds no unacknowledged error in the app', () => {
    // On failure the message names each rule, resource and the id to acknowledge it with.
    expect(synthError === undefined ? 'synth ok' : String(synthError)).toBe('synth ok');
  });

  it('leaves no warning unacknowledged either, so synth output stays readable', () => {
    expect(reportedViolations()).toEqual([]);
  });

  it('checked the SPA upload too (both BucketDeployments were synthesized)', () => {
    expect(template).toBeDefined();
    template?.resourceCountIs('Custom::CDKBucketDeployment', 2);
    // config.json carries the pool, client and region of this deployment.
    template?.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      SourceMarkers: [
        {},
        {
          '<<marker:0xbaba:0>>': { Ref: 'AWS::Region' },
          '<<marker:0xbaba:1>>': {
            Ref: stack.getLogicalId(stack.auth.userPool.node.defaultChild as CfnElement),
          },
          '<<marker:0xbaba:2>>': {
            Ref: stack.getLogicalId(stack.auth.webClient.node.defaultChild as CfnElement),
          },
        },
      ],
    });
  });

  it('does fail synthesis on an unacknowledged finding (the check is live)', () => {
    const app = new App({ context, outdir: path.join(scratch, 'control.out') });
    const control = new Stack(app, 'Control');
    new Bucket(control, 'UnloggedBucket', { enforceSSL: true });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });

  it('acknowledges findings in the nested stacks by the ids cdk-nag computes there (wildcards on the table indexes)', () => {
    expect(synthError).toBeUndefined();
    // The finding exists (a consumer may query the indexes) and synthesis passed: it was acknowledged.
    const nested = Template.fromJSON(
      JSON.parse(readFileSync(path.join(outdir, stack.events.stack.templateFile), 'utf8')),
    );
    expect(JSON.stringify(nested.findResources('AWS::IAM::Policy'))).toContain('/index/*');
  });

  it('checks the nested stacks too: an unacknowledged finding in a nested consumer stack fails synthesis', () => {
    const controlOut = path.join(scratch, 'nested-control.out');
    const built = createApp({
      appProps: { context, outdir: controlOut },
      stackProps: { env: undefined, webDistPath: '/nonexistent/web/dist' },
    });
    // Encrypted and TLS-only, but with no dead-letter queue of its own: AwsSolutions-SQS3.
    new Queue(built.stack.schedules.stack, 'QueueWithoutDeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    expect(() => built.app.synth()).toThrow(/AwsSolutions-SQS3/);
    expect(reportedViolations(controlOut)).toEqual([
      `error AwsSolutions-SQS3 at ${built.stack.schedules.stack.node.path}/QueueWithoutDeadLetterQueue/Resource`,
    ]);
  });
});

/**
 * The share-card function as it is deployed (issue 34): resvg is a native addon, so the function's asset
 * must carry the binary of the function's architecture, and satori's layout engine and the font beside
 * its code. The public-pages construct is synthesized WITH bundling (a stack of its own: bundling the
 * product’s 90 functions would take minutes), the card function's asset is checked file by file, and
 * then run on its own — in a fresh Node 24 process, from a folder outside the project, so nothing can
 * come from the project's node_modules — to draw the site's card: a 1200×630 PNG that decodes.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json';
import { CARD_RUNTIME_FILES } from '../../functions/public-pages';
import { CARD_BINARY_FILES, PublicPages } from '../../infra/constructs/public-pages';
import { decodePng } from '../support/png';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** The Lambda runtime's major (Node 24), from the `node` devDependency. */
const NODE_24 = path.join(repoRoot, 'node_modules', 'node', 'bin', 'node');

let assetDir: string;
let properties: Record<string, unknown>;

beforeAll(() => {
  // Bundling on (no aws:cdk:bundling-stacks), for this one small stack.
  const app = new App({ context: { ...cdkJson.context } });
  const stack = new Stack(app, 'CardProbe');
  const pages = new PublicPages(stack, 'PublicPages', {
    table: Table.fromTableName(stack, 'Table', 'probe'),
    webDistPath: '/nonexistent/web/dist',
  });
  const assembly = app.synth();
  expect(path.relative(repoRoot, assembly.directory).startsWith('..')).toBe(true);
  const logicalId = stack.getLogicalId(pages.card.fn.node.defaultChild as CfnElement);
  const resource = Template.fromStack(stack).toJSON().Resources[logicalId];
  properties = resource.Properties;
  // The code's S3 key is the asset's hash; the assembly stages it as asset.{hash}.
  const key = JSON.stringify(resource.Properties.Code.S3Key);
  const hash = /([0-9a-f]{64})\.zip/.exec(key)?.[1];
  if (!hash) throw new Error(`no asset hash in ${key}`);
  assetDir = path.join(assembly.directory, `asset.${hash}`);
}, 120_000);

describe('the card function’s asset', () => {
  it('is x86_64, the architecture of the resvg binary it carries', () => {
    expect(properties.Architectures).toEqual(['x86_64']);
    expect(CARD_BINARY_FILES[1]).toMatch(/linux-x64-gnu\.node$/);
  });

  it('carries the .node binary and every file the engines read at run time', () => {
    expect(existsSync(path.join(assetDir, 'index.mjs'))).toBe(true);
    for (const file of [...CARD_BINARY_FILES, ...CARD_RUNTIME_FILES]) {
      expect(existsSync(path.join(assetDir, 'node_modules', file)), file).toBe(true);
    }
  });

  it('draws a card on its own: the site’s card is a 1200×630 PNG that decodes', async () => {
    const script = `
      const { handler } = await import(${JSON.stringify(pathToFileURL(path.join(assetDir, 'index.mjs')).href)});
      const result = await handler({
        rawPath: '/og/site.png',
        headers: {},
        requestContext: { http: { method: 'GET' }, domainName: 'cards.example' },
      });
      process.stdout.write(JSON.stringify(result));
    `;
    const { stdout } = await run(NODE_24, ['--enable-source-maps', '--input-type=module', '-e', script], {
      cwd: assetDir,
      env: { PATH: process.env.PATH, APP_URL: 'https://cards.example', TABLE_NAME: 'probe' },
    });
    const result = JSON.parse(stdout) as {
      statusCode: number;
      headers: Record<string, string>;
      body: string;
      isBase64Encoded: boolean;
    };
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('image/png');
    expect(result.isBase64Encoded).toBe(true);
    const png = decodePng(Buffer.from(result.body, 'base64'));
    expect([png.width, png.height]).toEqual([1200, 630]);
  }, 60_000);
});

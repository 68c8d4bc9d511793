/**
 * E-mails and public pages as a deployed function renders them. The bundles render with React's
 * production string renderer alone (infra/bundling/react-dom-server.cjs, NODE_ENV=production) and take
 * react-router's ES build (the `module-sync` condition; issue 33), while the unit tests render unbundled:
 * here the bundled code must write exactly the HTML of the reviewed e-mail previews
 * (functions/notifications/tests/unit/__previews__), and the marketing pages as a plain bundle renders them.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER } from '../../infra/constructs/app-function';
import { writeFunctionBundle } from '../support/lambda-bundle';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const previews = path.join(repoRoot, 'functions', 'notifications', 'tests', 'unit', '__previews__');
// Under node_modules, where the bundle's external @aws-sdk/* resolves (as from the runtime's copy).
const dir = path.join(repoRoot, 'node_modules', '.cache', `lambda-render-bundles-${process.pid}`);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a bundled function', () => {
  it('renders every notification e-mail exactly as the reviewed previews show it', async () => {
    mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `export { kinds } from ${JSON.stringify(path.join(repoRoot, 'functions/notifications/kinds'))};\n` +
        `export { renderNotificationMail } from ${JSON.stringify(path.join(repoRoot, 'functions/notifications/render-mail'))};\n`,
    );
    await writeFunctionBundle(entry, path.join(dir, 'mail'));
    process.env.MAIL_SIGNING_KEY = 'preview-signing-key-preview-signing-key';
    const bundled = (await import(pathToFileURL(path.join(dir, 'mail', 'index.mjs')).href)) as {
      kinds: Record<string, { example: unknown; action: (props: unknown) => { path: string } }>;
      renderNotificationMail: (kind: unknown, props: unknown, context: object) => { html: string };
    };
    const names = Object.keys(bundled.kinds);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const kind = bundled.kinds[name];
      if (!kind) continue;
      const role = kind.action(kind.example).path.startsWith('/brand/') ? 'brand' : 'creator';
      const { html } = bundled.renderNotificationMail(kind, kind.example, {
        to: role === 'brand' ? 'owner@glow.example' : 'ava@example.com',
        userId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
        role,
        appUrl: 'https://app.example.com',
        postalAddress: '1 Example Street, Springfield',
      });
      expect(html, name).toBe(readFileSync(path.join(previews, `${name}.html`), 'utf8'));
    }
  }, 30_000);

  it('renders the marketing pages exactly as a plain bundle of the same code does', async () => {
    mkdirSync(dir, { recursive: true });
    const pages = path.join(repoRoot, 'functions/public-pages');
    const entry = path.join(dir, 'pages.ts');
    writeFileSync(
      entry,
      `export { renderMarketingPage } from ${JSON.stringify(path.join(pages, 'pages/marketing-page'))};\n` +
        `export { marketingPaths } from ${JSON.stringify(path.join(repoRoot, 'ui/public/pages/marketing-page'))};\n`,
    );
    await writeFunctionBundle(entry, path.join(dir, 'pages'));
    type Render = (path: string, origin: string) => unknown;
    const bundled = (await import(pathToFileURL(path.join(dir, 'pages', 'index.mjs')).href)) as {
      renderMarketingPage: Render;
      marketingPaths: readonly string[];
    };
    // The same code bundled plainly (packages as they resolve by default, React as NODE_ENV leaves it):
    // what the functions rendered before the bundles' substitutions.
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      external: ['@aws-sdk/*'],
      banner: { js: ESM_REQUIRE_BANNER },
      outfile: path.join(dir, 'plain', 'index.mjs'),
      logLevel: 'silent',
    });
    const plain = (await import(pathToFileURL(path.join(dir, 'plain', 'index.mjs')).href)) as {
      renderMarketingPage: Render;
    };
    const origin = 'https://app.example.com';
    expect(bundled.marketingPaths.length).toBeGreaterThan(1);
    for (const page of bundled.marketingPaths) {
      expect(bundled.renderMarketingPage(page, origin), page).toEqual(
        plain.renderMarketingPage(page, origin),
      );
    }
  }, 30_000);
});

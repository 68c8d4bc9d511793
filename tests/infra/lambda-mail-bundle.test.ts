/**
 * The e-mails as a deployed function renders them. The bundles render with React's production string
 * renderer alone (infra/bundling/react-dom-server.cjs, NODE_ENV=production; issue 33), while the unit
 * tests render unbundled: here the bundled renderer must write exactly the HTML of the reviewed previews
 * (functions/notifications/tests/unit/__previews__).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFunctionBundle } from '../support/lambda-bundle';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const previews = path.join(repoRoot, 'functions', 'notifications', 'tests', 'unit', '__previews__');
// Under node_modules, where the bundle's external @aws-sdk/* resolves (as from the runtime's copy).
const dir = path.join(repoRoot, 'node_modules', '.cache', `lambda-mail-bundle-${process.pid}`);

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
    await writeFunctionBundle(entry, path.join(dir, 'out'));
    process.env.MAIL_SIGNING_KEY = 'preview-signing-key-preview-signing-key';
    const bundled = (await import(pathToFileURL(path.join(dir, 'out', 'index.mjs')).href)) as {
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
});

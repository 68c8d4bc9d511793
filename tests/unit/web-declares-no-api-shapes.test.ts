/**
 * The web app declares no API shape of its own: request and response types come from contracts/ and
 * every call goes through callApi (web/src/lib/api-client.ts), which parses answers with the route's
 * response schema. These checks fail when a screen or an api/ file brings its own zod schema, its own
 * copy of a shared enum or of the reserved usernames, or its own fetch of the API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as constants from '../../contracts/constants';
import { reservedUsernames } from '../../contracts/reserved-usernames';

const webRoot = path.resolve(import.meta.dirname, '../../web/src');
/** The components the SPA shares with the server-rendered pages: the web's too (named ui/...). */
const uiRoot = path.resolve(import.meta.dirname, '../../ui');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

/** Web files are named from web/src (as the lists below name them), ui/'s with their folder. */
const sourcesOf = (root: string, prefix: string) =>
  sourceFiles(root).map((file) => ({
    name: prefix + path.relative(root, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));

const files = [...sourcesOf(webRoot, ''), ...sourcesOf(uiRoot, 'ui/')];

/** The only web files that may import zod, each with why it is not an API shape. */
const zodAllowed: Record<string, string> = {
  'lib/api-client.ts': 'parses answers with the contracts’ own schemas (z.parse), declares none',
  'config/zod-jitless.ts': 'configures zod itself (no JIT under the CSP)',
  'config/runtime-config.ts': 'validates /config.json, the deployment’s settings, not an API route',
  'features/auth/api/fields.ts': 'sign-in and sign-up forms talk to Cognito, which has no contract here',
  'features/auth/api/sign-in.ts': 'Cognito sign-in form fields (not our API)',
  'features/auth/api/sign-up.ts': 'Cognito sign-up form fields (not our API)',
  'features/auth/api/confirm-sign-up.ts': 'Cognito confirmation code field (not our API)',
  'lib/use-shopify-popup.ts': 'checks the OAuth popup’s window message, which is not an API answer',
};

/** The only web files that may call fetch, each with why it is not an API call. */
const fetchAllowed: Record<string, string> = {
  'lib/api-client.ts': 'the one API client',
  'config/runtime-config.ts': 'loads /config.json before the API is known',
  'utils/download.ts': 'downloads a product image from its own URL',
};

/** Items a literal needs before it reads as a copy of the reserved usernames (issue 22: the Account tabs). */
const RESERVED_COPY_MIN = 6;

const importsZod = (text: string) => /from\s+['"]zod(\/[^'"]*)?['"]/.test(text);

describe('the web app declares no API shape of its own', () => {
  it('imports zod only in the files listed, each for a reason that is not an API shape', () => {
    const offenders = files.filter((file) => importsZod(file.text) && !(file.name in zodAllowed));
    expect(offenders.map((file) => file.name)).toEqual([]);
  });

  it('lists no file that no longer imports zod (the list stays honest)', () => {
    const stale = Object.keys(zodAllowed).filter(
      (name) => !files.some((file) => file.name === name && importsZod(file.text)),
    );
    expect(stale).toEqual([]);
  });

  it('calls fetch only in the API client and the listed files', () => {
    const offenders = files.filter(
      (file) => /(^|[^\w])fetch\(/.test(file.text) && !(file.name in fetchAllowed),
    );
    expect(offenders.map((file) => file.name)).toEqual([]);
  });

  it('re-declares no shared enum or the reserved usernames (they are imported from contracts/)', () => {
    const sharedLists: Record<string, ReadonlySet<string>> = {
      ...Object.fromEntries(
        Object.entries(constants)
          .filter(([, value]) => Array.isArray(value))
          .map(([name, value]) => [name, new Set(value as readonly string[])]),
      ),
      reservedUsernames,
    };
    const copies: string[] = [];
    for (const file of files) {
      // Array literals of three or more quoted strings: the form every copied enum took.
      for (const [literal] of file.text.matchAll(/\[\s*(?:'[^'\n]*'\s*,\s*){2,}'[^'\n]*'\s*,?\s*\]/g)) {
        const items = [...literal.matchAll(/'([^'\n]*)'/g)].map(([, item]) => item ?? '');
        for (const [name, list] of Object.entries(sharedLists)) {
          // A copy of the reserved usernames is a long list; a few of the web's own route or tab names
          // (['account', 'billing', 'developers']) are reserved because they are routes, not a copy.
          if (name === 'reservedUsernames' && items.length < RESERVED_COPY_MIN) continue;
          if (items.every((item) => list.has(item))) copies.push(`${file.name}: ${name} ${literal}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it('catches a copied enum (the check above can fail)', () => {
    const copied = "export const platforms = ['shopify', 'bigcommerce', 'square'] as const;";
    const found = [...copied.matchAll(/\[\s*(?:'[^'\n]*'\s*,\s*){2,}'[^'\n]*'\s*,?\s*\]/g)];
    expect(found).toHaveLength(1);
    expect(importsZod("import * as z from 'zod/mini';")).toBe(true);
  });
});

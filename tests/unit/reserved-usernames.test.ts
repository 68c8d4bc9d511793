/**
 * Reserved usernames cover every name a route claims: the storefront is `/{username}` and the public
 * profile `/creator/{username}`, so a username equal to a top-level route (or a /creator/ screen) would
 * shadow it or be shadowed. The routes are read from the web router itself (web/src/app/router.tsx:
 * every `paths.….path` it mounts and any literal path), so adding a page without reserving its name
 * fails here. Platform words are refused too, and the web's copy of the list equals the server's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages, reservedUsernames, usernameSchema } from '../../contracts/usernames';
import { paths, reservedUsernames as webReserved } from '../../ui/config/paths';
import { usernameProblem } from '../../web/src/utils/username';

const routerSource = readFileSync(path.resolve(import.meta.dirname, '../../web/src/app/router.tsx'), 'utf8');

/** `paths.creator.brand.path` → '/creator/brands/:brandId', from the paths object the router uses. */
const resolvePathRef = (ref: string): string => {
  let node: unknown = paths;
  for (const part of [...ref.split('.'), 'path']) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`router.tsx mounts paths.${ref}.path, which is not a path`);
  return node;
};

/** Every path the router mounts: through the paths object, or written as a literal. */
const routerPaths = (): string[] => {
  const viaPaths = [...routerSource.matchAll(/paths\.([\w.]+)\.path\b/g)].map(([, ref]) =>
    resolvePathRef(ref ?? ''),
  );
  const literal = [...routerSource.matchAll(/\bpath:\s*'([^']+)'/g)].map(([, value]) => value ?? '');
  return [...viaPaths, ...literal];
};

/** Every path the paths object knows (some, like the storefront, have no screen yet). */
const knownPaths = (node: unknown = paths): string[] =>
  typeof node !== 'object' || node === null
    ? []
    : Object.entries(node).flatMap(([key, value]) =>
        key === 'path' && typeof value === 'string' ? [value] : knownPaths(value),
      );

const isName = (segment: string | undefined): segment is string =>
  !!segment && !segment.startsWith(':') && segment !== '*';

/** Names a username could collide with: first segments, and second segments under /creator/. */
const claimedNames = (all: string[]): string[] => {
  const names = new Set<string>();
  for (const route of all) {
    const [first, second] = route.split('/').filter(Boolean);
    if (isName(first)) names.add(first.toLowerCase());
    if (first === 'creator' && isName(second)) names.add(second.toLowerCase());
  }
  return [...names].sort();
};

describe('reserved usernames and the web router', () => {
  it('the router is read (guards against a parser that finds nothing)', () => {
    const names = claimedNames(routerPaths());
    expect(names).toEqual(expect.arrayContaining(['brand', 'creator', 'login', 'marketplace', 'dashboard']));
  });

  it('every top-level route of the web app, and every /creator/ screen, is reserved', () => {
    const missing = claimedNames([...routerPaths(), ...knownPaths()]).filter(
      (name) => !reservedUsernames.has(name),
    );
    expect(missing).toEqual([]);
  });

  it("paths the backend and the local cloud serve on the SPA's origin are reserved", () => {
    for (const name of ['api', 'r', 'cognito', 'assets', '__shopify', '__local']) {
      expect(reservedUsernames.has(name), name).toBe(true);
    }
  });

  it("the web's list is the server's list", () => {
    expect([...webReserved].sort()).toEqual([...reservedUsernames].sort());
  });
});

describe('platform words', () => {
  const words = [
    'admin',
    'official',
    'support',
    'security',
    'help',
    'root',
    'www',
    'api',
    'null',
    'undefined',
  ];

  it.each(words)('%s is refused by the server with the invalid-username message', (word) => {
    for (const typed of [word, word.toUpperCase(), ` ${word} `]) {
      const result = usernameSchema.safeParse(typed);
      expect(result.success, typed).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.reserved);
    }
  });

  it.each(words)('%s is refused by the browser before anything is sent', (word) => {
    expect(usernameProblem(word)).toBe('reserved');
    expect(usernameProblem(word.toUpperCase())).toBe('reserved');
  });

  it('ordinary names (including ones that contain a reserved word) stay allowed', () => {
    for (const name of ['admin_jane', 'helpful', 'rootbeer', 'nullish', 'brandon', 'creator_x1']) {
      expect(usernameSchema.safeParse(name).success, name).toBe(true);
    }
  });
});

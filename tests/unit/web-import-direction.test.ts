/**
 * The web app's one-way imports (shared → features → app; features don't import each other) are enforced
 * by Biome's noRestrictedImports overrides in biome.json. This runs the real Biome, with the repository's
 * own biome.json, over a throwaway web/src tree: each probe file imports one specifier, and the test
 * expects exactly the forbidden ones to be reported. A glob or pattern that stops matching (a folder
 * renamed, a depth added, an override deleted) makes a forbidden import pass and this test fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportProbe, reportedProbes, repositoryImportFindings } from '../support/biome-probes';

/** [file under web/src, imported specifier, forbidden?] */
const probes: readonly ImportProbe[] = [
  // A feature's own files, shared folders and packages are fine at every depth.
  ['features/alpha/components/own-api.tsx', '../api/get-alpha', false],
  ['features/alpha/components/shared-lib.tsx', '../../../lib/api-client', false],
  ['features/alpha/components/shared-ui.tsx', '../../../components/ui/button', false],
  ['features/alpha/components/config-app.tsx', '../../../config/app', false],
  ['features/alpha/root-own.ts', './api/get-alpha', false],
  ['features/alpha/root-lib.ts', '../../lib/auth', false],
  ['features/alpha/root-package.ts', 'react', false],
  ['features/alpha/components/nested/own-deep.tsx', '../../api/get-alpha', false],
  // Another feature, however the path is spelled.
  ['features/alpha/components/sibling.tsx', '../../beta/api/get-beta', true],
  ['features/alpha/components/via-src.tsx', '../../../features/beta/api/get-beta', true],
  ['features/alpha/root-sibling.ts', '../beta/payout-copy', true],
  ['features/alpha/components/nested/sibling-deep.tsx', '../../../beta/api/get-beta', true],
  // The app, from a feature.
  ['features/alpha/components/app-route.tsx', '../../../app/routes/landing', true],
  ['features/alpha/components/app-index.tsx', '../../../app', true],
  ['features/alpha/root-app.ts', '../../app/router', true],
  // Shared folders import neither features nor the app.
  ['components/ui/feature.tsx', '../../features/alpha/api/get-alpha', true],
  ['lib/feature.ts', '../features/alpha/components/alpha-screen', true],
  ['utils/app.ts', '../app/router', true],
  ['config/app-index.ts', '../app', true],
  ['types/feature.ts', '../features/alpha/api/get-alpha', true],
  ['components/layouts/app.tsx', '../../app/routes/root-layout', true],
  ['config/sibling-config.ts', './app', false],
  ['components/ui/shared.tsx', '../../lib/auth', false],
  // The app is the top layer: it may import anything.
  ['app/routes/alpha.tsx', '../../features/alpha/components/alpha-screen', false],
];

let reported: Set<string>;
let cleanup: (() => void) | undefined;

beforeAll(() => {
  ({ reported, cleanup } = reportedProbes('web-import-direction', 'web/src', probes));
}, 60_000);

afterAll(() => cleanup?.());

describe('web import direction (biome.json noRestrictedImports)', () => {
  it.each(probes)('%s importing %s: forbidden=%s', (file, _specifier, forbidden) => {
    expect(reported.has(file)).toBe(forbidden);
  });

  it('the web app itself has no forbidden import', () => {
    const { status, stderr, lines } = repositoryImportFindings('web');
    // Exit 0 also proves the flags were understood (an unknown rule name would exit non-zero).
    expect(status, stderr).toBe(0);
    expect(lines).toEqual([]);
  }, 60_000);
});

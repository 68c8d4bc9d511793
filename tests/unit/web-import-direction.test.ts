/**
 * The web app's one-way imports (shared → features → app; features don't import each other; ui/, shared with
 * the server-rendered pages, imports nothing from web/ or functions/) are enforced
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
  // ui/ (what the SPA shares with the server-rendered pages) is importable from every layer.
  ['features/alpha/components/ui-button.tsx', '../../../../../ui/components/ui/button', false],
  ['components/layouts/ui-layout.tsx', '../../../../ui/components/layouts/site-layout', false],
  ['app/routes/ui-page.tsx', '../../../../ui/marketing/landing', false],
];

/**
 * [file under ui/, imported specifier, forbidden?]: ui/ imports packages, contracts/ and itself only, so
 * neither a feature nor anything else of web/ (which the render function would then bundle) nor functions/.
 */
const uiProbes: readonly ImportProbe[] = [
  ['components/ui/own.tsx', '../../utils/cn', false],
  ['storefront/own.tsx', './storefront-theme', false],
  ['platform/contracts.ts', '../../contracts/system', false],
  ['root-package.ts', '@tanstack/react-query', false],
  ['storefront/feature.tsx', '../../web/src/features/storefront/api/follow-requests', true],
  ['public/pages/feature-deep.tsx', '../../../web/src/features/platform/api/get-platform-settings', true],
  ['public/pages/app.tsx', '../../../web/src/app/routes/root-layout', true],
  ['lib/web-lib.ts', '../../web/src/lib/api-client', true],
  ['components/ui/web-component.tsx', '../../../web/src/components/ui/dialog', true],
  ['root-web.ts', '../web/src/config/runtime-config', true],
  ['platform/functions.ts', '../../functions/platform', true],
  ['root-functions.ts', '../functions/shared/money-text', true],
  ['public/pages/functions-deep.ts', '../../../functions/public-pages/page', true],
];

let reported: Set<string>;
let uiReported: Set<string>;
let cleanups: (() => void)[] = [];

beforeAll(() => {
  const web = reportedProbes('web-import-direction', 'web/src', probes);
  const ui = reportedProbes('ui-import-direction', 'ui', uiProbes);
  ({ reported } = web);
  uiReported = ui.reported;
  cleanups = [web.cleanup, ui.cleanup];
}, 60_000);

afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('web import direction (biome.json noRestrictedImports)', () => {
  it.each(probes)('%s importing %s: forbidden=%s', (file, _specifier, forbidden) => {
    expect(reported.has(file)).toBe(forbidden);
  });

  it.each(uiProbes)('ui/%s importing %s: forbidden=%s', (file, _specifier, forbidden) => {
    expect(uiReported.has(file)).toBe(forbidden);
  });

  it.each(['web', 'ui'])(
    '%s itself has no forbidden import',
    (folder) => {
      const { status, stderr, lines } = repositoryImportFindings(folder);
      // Exit 0 also proves the flags were understood (an unknown rule name would exit non-zero).
      expect(status, stderr).toBe(0);
      expect(lines).toEqual([]);
    },
    60_000,
  );
});

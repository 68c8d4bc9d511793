/**
 * The server's module boundaries (issue 18) are enforced by Biome's noRestrictedImports overrides in
 * biome.json: a module (functions/<module>/) imports another only through its public index, shared
 * plumbing (functions/shared/) imports no module, code outside the modules (infra, scripts, tests) uses a
 * module's index or its entry points; events/ imports nothing from functions/, and functions/ nothing from
 * web/ (issue 32). This runs the real Biome with the repository's own
 * biome.json over a throwaway tree of probe files, each importing one specifier, and expects exactly the
 * forbidden ones to be reported: a glob that stops matching (a depth added, an override deleted) fails here.
 *
 * Issue 32: no import cycles. Biome's noImportCycles is on for functions/, events/, contracts/ and
 * web/src (proved on a throwaway tree holding a loop), and no two modules import each other (the module
 * graph of every non-test file of functions/<module>, tests/support/module-graph.ts): the layering of
 * docs/architecture.md section 1.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ImportProbe,
  reportedCycleProbes,
  reportedProbes,
  repositoryCycleFindings,
  repositoryImportFindings,
} from '../support/biome-probes';
import { describePairs, moduleEdges, twoWayPairs } from '../support/module-graph';

/** [file under the repository root, imported specifier, forbidden?] */
const probes: readonly ImportProbe[] = [
  // A module's own files, shared plumbing, contracts and events, at every depth.
  ['functions/alpha/root-own.ts', './entities/thing', false],
  ['functions/alpha/root-shared.ts', '../shared/data/client', false],
  ['functions/alpha/root-contracts.ts', '../../contracts/billing', false],
  ['functions/alpha/http/own.ts', '../entities/thing', false],
  ['functions/alpha/http/shared.ts', '../../shared/http/api-handler', false],
  ['functions/alpha/http/events.ts', '../../../events/catalogue', false],
  ['functions/alpha/a/b/own-deep.ts', '../../entities/thing', false],
  ['functions/alpha/a/b/shared-deep.ts', '../../../shared/log', false],
  ['functions/alpha/a/b/c/contracts-deeper.ts', '../../../../../contracts/http', false],
  ['functions/alpha/root-package.ts', 'electrodb', false],
  // Another module: its index only.
  ['functions/alpha/root-index.ts', '../beta', false],
  ['functions/alpha/http/index.ts', '../../beta', false],
  ['functions/alpha/a/b/index-deep.ts', '../../../beta', false],
  ['functions/alpha/root-internal.ts', '../beta/entities/thing', true],
  ['functions/alpha/root-index-file.ts', '../beta/index', true],
  ['functions/alpha/http/internal.ts', '../../beta/entities/thing', true],
  ['functions/alpha/consumers/handler.ts', '../../beta/consumers/x.consumer', true],
  ['functions/alpha/a/b/internal-deep.ts', '../../../beta/actions/do-thing', true],
  ['functions/alpha/a/b/c/internal-deeper.ts', '../../../../beta/entities/thing', true],
  // Shared plumbing imports no module, not even its index.
  ['functions/shared/root-module.ts', '../beta', true],
  ['functions/shared/root-internal.ts', '../beta/entities/thing', true],
  ['functions/shared/data/module.ts', '../../beta', true],
  ['functions/shared/data/own.ts', './client', false],
  ['functions/shared/data/shared.ts', '../log', false],
  ['functions/shared/http/events.ts', '../../../events/catalogue', false],
  ['functions/shared/outbox/x/module-deep.ts', '../../../beta/entities/thing', true],
  // A module's tests: their own module freely, another's index and entry points.
  ['functions/alpha/tests/unit/own.test.ts', '../../entities/thing', false],
  ['functions/alpha/tests/integration/index.test.ts', '../../../beta', false],
  ['functions/alpha/tests/integration/entry.test.ts', '../../../beta/consumers/x.consumer', false],
  ['functions/alpha/tests/integration/support.test.ts', '../../../../tests/support/cloud', false],
  ['functions/alpha/tests/integration/internal.test.ts', '../../../beta/entities/thing', true],
  // functions/ imports nothing from web/ (issue 32), at any depth, tests included; what the server renders
  // with the SPA is in ui/, which it may import.
  ['functions/routes-web.ts', '../web/src/config/paths', true],
  ['functions/alpha/root-web.ts', '../../web/src/features/storefront/components/view', true],
  ['functions/alpha/pages/web.tsx', '../../../web/src/public/pages/storefront-page', true],
  ['functions/alpha/a/b/web-deep.ts', '../../../../web/src/config/app', true],
  ['functions/alpha/a/b/c/web-deeper.ts', '../../../../../web/src/lib/api-client', true],
  ['functions/alpha/a/b/c/d/web-deepest.ts', '../../../../../../web/src/utils/format', true],
  ['functions/shared/web.ts', '../../web/src/utils/format', true],
  ['functions/shared/data/web.ts', '../../../web/src/utils/format', true],
  ['functions/shared/a/b/web-deep.ts', '../../../../../web/src/utils/format', true],
  ['functions/alpha/tests/unit/web.test.ts', '../../../../web/src/features/brand-ugc/parse-budget', true],
  ['functions/alpha/pages/ui.tsx', '../../../ui/public/pages/storefront-page', false],
  ['functions/routes-ui.ts', '../ui/config/app', false],
  // Outside the modules: an index or an entry point, never an internal file.
  ['infra/local/uses-index.ts', '../../functions/beta', false],
  ['infra/local/uses-shared.ts', '../../functions/shared/data/keys', false],
  ['infra/local/uses-internal.ts', '../../functions/beta/entities/thing', true],
  // events/ declares what functions/ implements: it imports nothing from functions/, not even shared or an
  // entry point (the wiring names consumers by path, as strings).
  ['events/uses-internal.ts', '../functions/beta/actions/do-thing', true],
  ['events/uses-index.ts', '../functions/beta', true],
  ['events/uses-shared.ts', '../functions/shared/data/keys', true],
  ['events/uses-entry.ts', '../functions/beta/consumers/x.consumer', true],
  ['events/uses-root-file.ts', '../functions/routes', true],
  ['events/schemas/uses-shared-deep.ts', '../../functions/shared/config', true],
  ['events/uses-own.ts', './catalogue', false],
  ['events/uses-contracts.ts', '../contracts/http', false],
  ['tests/support/uses-internal.ts', '../../functions/beta/entities/thing', true],
  ['tests/integration/uses-handler.ts', '../../functions/beta/http/beta', false],
  ['scripts/uses-internal.ts', '../functions/beta/billing/thing', true],
];

let reported: Set<string>;
let cleanup: (() => void) | undefined;

beforeAll(() => {
  ({ reported, cleanup } = reportedProbes('server-module-boundaries', '.', probes));
}, 60_000);

afterAll(() => cleanup?.());

describe('server module boundaries (biome.json noRestrictedImports)', () => {
  it.each(probes)('%s importing %s: forbidden=%s', (file, _specifier, forbidden) => {
    expect(reported.has(file)).toBe(forbidden);
  });

  it('the repository itself has no forbidden import', () => {
    const { status, stderr, lines } = repositoryImportFindings('.');
    expect(status, stderr).toBe(0);
    expect(lines).toEqual([]);
  }, 60_000);
});

/** Files of a throwaway tree: loops in each checked folder, a loop through two modules' index files, and a chain. */
const cycleProbes: Record<string, string> = {
  'functions/alpha/a.ts': "import { b } from './b';\n\nexport const a = () => b;\n",
  'functions/alpha/b.ts': "import { a } from './a';\n\nexport const b = () => a;\n",
  'functions/gamma/index.ts': "export { g } from './g';\n",
  'functions/gamma/g.ts': "import { d } from '../delta';\n\nexport const g = () => d;\n",
  'functions/delta/index.ts': "export { d } from './d';\n",
  'functions/delta/d.ts': "import { g } from '../gamma';\n\nexport const d = () => g;\n",
  'functions/chain/first.ts': "import { second } from './second';\n\nexport const first = () => second;\n",
  'functions/chain/second.ts': 'export const second = 2;\n',
  'contracts/one.ts': "import { two } from './two';\n\nexport const one = () => two;\n",
  'contracts/two.ts': "import { one } from './one';\n\nexport const two = () => one;\n",
  'events/one.ts': "import { two } from './two';\n\nexport const one = () => two;\n",
  'events/two.ts': "import { one } from './one';\n\nexport const two = () => one;\n",
  'web/src/lib/one.ts': "import { two } from './two';\n\nexport const one = () => two;\n",
  'web/src/lib/two.ts': "import { one } from './one';\n\nexport const two = () => one;\n",
};

describe('import cycles (biome.json noImportCycles)', () => {
  let cycles: ReturnType<typeof reportedCycleProbes>;
  beforeAll(() => {
    cycles = reportedCycleProbes('import-cycles', cycleProbes);
  }, 60_000);
  afterAll(() => cycles?.cleanup());

  it.each(Object.keys(cycleProbes).filter((file) => !file.startsWith('functions/chain/')))(
    '%s, in a loop, is reported',
    (file) => {
      expect(cycles.reported).toContain(file);
    },
  );

  it('a chain without a loop is not reported, and a loop fails the lint', () => {
    expect(cycles.reported).not.toContain('functions/chain/first.ts');
    expect(cycles.reported).not.toContain('functions/chain/second.ts');
    expect(cycles.status).not.toBe(0);
  });

  it('the repository itself has no import cycle', () => {
    const { status, stderr, lines } = repositoryCycleFindings([
      'functions',
      'events',
      'contracts',
      'web/src',
    ]);
    expect(lines).toEqual([]);
    expect(status, stderr).toBe(0);
  }, 60_000);
});

describe('module graph: no two modules import each other', () => {
  it('finds a two-way pair and names the files of both directions', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'module-graph-'));
    try {
      const write = (file: string, source: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), source);
      };
      write('functions/alpha/http/page.ts', "import { b } from '../../beta';\n");
      write('functions/beta/consumers/on-thing.consumer.ts', "import type { A } from '../../alpha';\n");
      write('functions/beta/tests/unit/x.test.ts', "import { c } from '../../../gamma';\n");
      write('functions/gamma/c.ts', "export const c = await import('../beta');\n");
      write('functions/shared/log.ts', 'export const log = 1;\n');
      const pairs = twoWayPairs(moduleEdges(dir));
      expect(pairs).toEqual([
        {
          modules: ['alpha', 'beta'],
          forward: ['functions/alpha/http/page.ts -> ../../beta'],
          backward: ['functions/beta/consumers/on-thing.consumer.ts -> ../../alpha'],
        },
      ]);
      // A test file's import is not an edge: beta -> gamma exists only in beta's tests.
      expect(moduleEdges(dir).get('beta')?.has('gamma')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the repository has no two-way module pair', () => {
    const pairs = twoWayPairs(moduleEdges('.'));
    expect(pairs, describePairs(pairs)).toEqual([]);
  });
});

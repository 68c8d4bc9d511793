/**
 * The server's module boundaries (issue 18) are enforced by Biome's noRestrictedImports overrides in
 * biome.json: a module (functions/<module>/) imports another only through its public index, shared
 * plumbing (functions/shared/) imports no module, and code outside the modules (infra, events, scripts,
 * tests) uses a module's index or its entry points. This runs the real Biome with the repository's own
 * biome.json over a throwaway tree of probe files, each importing one specifier, and expects exactly the
 * forbidden ones to be reported: a glob that stops matching (a depth added, an override deleted) fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const biomeBin = path.join(root, 'node_modules', '.bin', 'biome');
const RULE = 'lint/style/noRestrictedImports';

/** [file under the repository root, imported specifier, forbidden?] */
const probes: ReadonlyArray<readonly [string, string, boolean]> = [
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
  // Outside the modules: an index or an entry point, never an internal file.
  ['infra/local/uses-index.ts', '../../functions/beta', false],
  ['infra/local/uses-shared.ts', '../../functions/shared/data/keys', false],
  ['infra/local/uses-internal.ts', '../../functions/beta/entities/thing', true],
  ['events/uses-internal.ts', '../functions/beta/actions/do-thing', true],
  ['tests/support/uses-internal.ts', '../../functions/beta/entities/thing', true],
  ['tests/integration/uses-handler.ts', '../../functions/beta/http/beta', false],
  ['scripts/uses-internal.ts', '../functions/beta/billing/thing', true],
];

let dir: string;
let reported: Set<string>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'server-module-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  probes.forEach(([file, specifier], index) => {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `import { probe } from '${specifier}';\n\nexport const probe${index} = probe;\n`);
  });
  const run = spawnSync(biomeBin, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  reported = new Set(
    run.stdout
      .split('\n')
      .filter((line) => line.includes(`title=${RULE},`))
      .map((line) =>
        path
          .relative(dir, /file=([^,]+),/.exec(line)?.[1] ?? '')
          .split(path.sep)
          .join('/'),
      ),
  );
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('server module boundaries (biome.json noRestrictedImports)', () => {
  it.each(probes)('%s importing %s: forbidden=%s', (file, _specifier, forbidden) => {
    expect(reported.has(file)).toBe(forbidden);
  });

  it('the repository itself has no forbidden import', () => {
    const run = spawnSync(
      biomeBin,
      ['lint', '--reporter=github', '--max-diagnostics=none', `--only=${RULE.replace('lint/', '')}`, '.'],
      { cwd: root, encoding: 'utf8' },
    );
    if (run.error) throw run.error;
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.split('\n').filter((line) => line.includes(`title=${RULE},`))).toEqual([]);
  }, 60_000);
});

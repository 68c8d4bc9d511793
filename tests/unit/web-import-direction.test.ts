/**
 * The web app's one-way imports (shared → features → app; features don't import each other) are enforced
 * by Biome's noRestrictedImports overrides in biome.json. This runs the real Biome, with the repository's
 * own biome.json, over a throwaway web/src tree: each probe file imports one specifier, and the test
 * expects exactly the forbidden ones to be reported. A glob or pattern that stops matching (a folder
 * renamed, a depth added, an override deleted) makes a forbidden import pass and this test fail.
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

/** [file under web/src, imported specifier, forbidden?] */
const probes: ReadonlyArray<readonly [string, string, boolean]> = [
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

let dir: string;
let reported: Set<string>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-import-direction-'));
  // The repository's config as is, except VCS: the temp folder is not a git work tree.
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  probes.forEach(([file, specifier], index) => {
    const target = path.join(dir, 'web', 'src', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `import { probe } from '${specifier}';\n\nexport const probe${index} = probe;\n`);
  });
  // The GitHub reporter prints one line per diagnostic with its rule and file: easy to read back.
  const run = spawnSync(biomeBin, ['lint', '--reporter=github', '--max-diagnostics=none', 'web'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  reported = new Set(
    run.stdout
      .split('\n')
      .filter((line) => line.includes(`title=${RULE},`))
      .map((line) => {
        const file = /file=([^,]+),/.exec(line)?.[1] ?? '';
        return path
          .relative(path.join(dir, 'web', 'src'), file)
          .split(path.sep)
          .join('/');
      }),
  );
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('web import direction (biome.json noRestrictedImports)', () => {
  it.each(probes)('%s importing %s: forbidden=%s', (file, _specifier, forbidden) => {
    expect(reported.has(file)).toBe(forbidden);
  });

  it('the web app itself has no forbidden import', () => {
    const run = spawnSync(
      biomeBin,
      ['lint', '--reporter=github', '--max-diagnostics=none', `--only=${RULE.replace('lint/', '')}`, 'web'],
      { cwd: root, encoding: 'utf8' },
    );
    if (run.error) throw run.error;
    // Exit 0 also proves the flags were understood (an unknown rule name would exit non-zero).
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.split('\n').filter((line) => line.includes(`title=${RULE},`))).toEqual([]);
  }, 60_000);
});

/**
 * Proves import rules of biome.json bite: writes probe files (each importing one specifier) into a
 * throwaway tree with the repository's own biome.json, runs the real Biome, and reads back which probes
 * noRestrictedImports (or noImportCycles) reported. Used by the web's and the server's import tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const biomeBin = path.join(root, 'node_modules', '.bin', 'biome');
const RULE = 'lint/style/noRestrictedImports';
const CYCLES = 'lint/suspicious/noImportCycles';

/** [file under `base`, imported specifier, forbidden?] */
export type ImportProbe = readonly [string, string, boolean];

/** The GitHub reporter prints one line per diagnostic with its rule and file: easy to read back. */
const lint = (cwd: string, folders: string | readonly string[], only = false, rule = RULE) => {
  const run = spawnSync(
    biomeBin,
    [
      'lint',
      '--reporter=github',
      '--max-diagnostics=none',
      ...(only ? [`--only=${rule.replace('lint/', '')}`] : []),
      ...(typeof folders === 'string' ? [folders] : folders),
    ],
    { cwd, encoding: 'utf8' },
  );
  if (run.error) throw run.error;
  return { ...run, files: run.stdout.split('\n').filter((line) => line.includes(`title=${rule},`)) };
};

/** A fresh tree holding the repository's biome.json as is, except VCS (the tree is not a git work tree). */
const probeTree = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  return dir;
};

const reportedFiles = (dir: string, lines: readonly string[]) =>
  new Set(
    lines.map((line) =>
      path
        .relative(dir, /file=([^,]+),/.exec(line)?.[1] ?? '')
        .split(path.sep)
        .join('/'),
    ),
  );

/**
 * Lints the probes, written under `base` (relative to a fresh tree), and returns the probe files
 * (relative to `base`) that the rule reported, with a cleanup for afterAll.
 */
export const reportedProbes = (
  name: string,
  base: string,
  probes: readonly ImportProbe[],
): { reported: Set<string>; cleanup: () => void } => {
  const dir = probeTree(name);
  probes.forEach(([file, specifier], index) => {
    const target = path.join(dir, base, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `import { probe } from '${specifier}';\n\nexport const probe${index} = probe;\n`);
  });
  const { files } = lint(dir, base.split('/')[0] || '.');
  const reported = reportedFiles(path.join(dir, base), files);
  return { reported, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
};

/**
 * Writes `files` (path under a fresh tree → source) beside the repository's biome.json, lints them all,
 * and returns the files noImportCycles reported, with a cleanup for afterAll.
 */
export const reportedCycleProbes = (
  name: string,
  files: Readonly<Record<string, string>>,
): { reported: Set<string>; status: number | null; cleanup: () => void } => {
  const dir = probeTree(name);
  for (const [file, source] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
  }
  const folders = [...new Set(Object.keys(files).map((file) => file.split('/')[0] ?? '.'))];
  const run = lint(dir, folders, false, CYCLES);
  return {
    reported: reportedFiles(dir, run.files),
    status: run.status,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** The repository's own `folders` against noImportCycles alone: Biome's exit status and the reported lines. */
export const repositoryCycleFindings = (
  folders: readonly string[],
): { status: number | null; stderr: string; lines: string[] } => {
  const run = lint(root, folders, true, CYCLES);
  return { status: run.status, stderr: run.stderr, lines: run.files };
};

/** The repository's own `folder` against the rule alone: Biome's exit status and the reported lines. */
export const repositoryImportFindings = (
  folder: string,
): { status: number | null; stderr: string; lines: string[] } => {
  const run = lint(root, folder, true);
  return { status: run.status, stderr: run.stderr, lines: run.files };
};

/**
 * The server's module graph: which functions/<module> folder imports which, read from every non-test
 * file of each module (handlers, consumers and schedules included). A two-way pair (alpha imports beta
 * and beta imports alpha) is what the layering of docs/architecture.md section 1 forbids; Biome's
 * noImportCycles sees only file-level loops, and two modules can import each other without one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** `from` module → `to` module → the importing files (relative to the root, '/'-separated). */
export type ModuleEdges = Map<string, Map<string, string[]>>;

export interface TwoWayPair {
  readonly modules: readonly [string, string];
  /** "file -> specifier" lines of each direction. */
  readonly forward: readonly string[];
  readonly backward: readonly string[];
}

// Static imports and re-exports (type-only ones too: they tie the modules as much), and import().
const SPECIFIER =
  /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'tests' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

/**
 * The module edges under `root`/`modulesDir` (default: the repository's functions/), leaving out the
 * files `skip` names (paths relative to the root).
 */
export const moduleEdges = (
  root: string,
  {
    modulesDir = 'functions',
    skip = () => false,
  }: { modulesDir?: string; skip?: (file: string) => boolean } = {},
): ModuleEdges => {
  const base = path.join(root, modulesDir);
  const modules = readdirSync(base).filter((name) => statSync(path.join(base, name)).isDirectory());
  const edges: ModuleEdges = new Map();
  for (const from of modules) {
    for (const file of sourceFiles(path.join(base, from))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (skip(relative)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? '';
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(base, path.resolve(path.dirname(file), specifier)).split(path.sep);
        const to = target[0];
        if (!to || to === from || !modules.includes(to)) continue;
        const targets = edges.get(from) ?? new Map<string, string[]>();
        targets.set(to, [...(targets.get(to) ?? []), `${relative} -> ${specifier}`]);
        edges.set(from, targets);
      }
    }
  }
  return edges;
};

/** Every pair of modules that import each other, each pair once (alphabetical). */
export const twoWayPairs = (edges: ModuleEdges): TwoWayPair[] =>
  [...edges].flatMap(([a, targets]) =>
    [...targets]
      .filter(([b]) => a < b && edges.get(b)?.has(a))
      .map(([b, forward]) => ({
        modules: [a, b] as const,
        forward,
        backward: edges.get(b)?.get(a) ?? [],
      })),
  );

/** A readable list of the pairs and the files behind each direction, for a failing assertion. */
export const describePairs = (pairs: readonly TwoWayPair[]) =>
  pairs
    .map(
      ({ modules: [a, b], forward, backward }) =>
        `${a} <-> ${b}\n  ${a} -> ${b}:\n    ${forward.join('\n    ')}\n  ${b} -> ${a}:\n    ${backward.join('\n    ')}`,
    )
    .join('\n');

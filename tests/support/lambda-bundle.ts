import { statSync } from 'node:fs';
import path from 'node:path';
import { type BuildOptions, build } from 'esbuild';
import { FUNCTION_BUNDLING } from '../../infra/constructs/app-function';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * The esbuild options NodejsFunction derives from the stack's FUNCTION_BUNDLING (infra/constructs/
 * app-function.ts): the same flags `cdk synth` passes to esbuild (`--bundle --platform=node --minify
 * --sourcemap --sources-content=false --format=esm --main-fields --banner --external --conditions --alias --define`), so the bench's
 * figures and the budget tests measure the bundle that is deployed.
 */
const functionBuildOptions = (entry: string): BuildOptions => ({
  entryPoints: [path.resolve(repoRoot, entry)],
  bundle: true,
  platform: 'node',
  minify: FUNCTION_BUNDLING.minify,
  sourcemap: FUNCTION_BUNDLING.sourceMap,
  sourcesContent: FUNCTION_BUNDLING.sourcesContent,
  target: FUNCTION_BUNDLING.target,
  format: FUNCTION_BUNDLING.format,
  mainFields: [...FUNCTION_BUNDLING.mainFields],
  banner: { js: FUNCTION_BUNDLING.banner },
  external: [...FUNCTION_BUNDLING.externalModules],
  conditions: FUNCTION_BUNDLING.esbuildArgs['--conditions'].split(','),
  alias: Object.fromEntries(
    FUNCTION_BUNDLING.esbuildArgs['--alias'].map((alias) => alias.split('=') as [string, string]),
  ),
  define: { ...FUNCTION_BUNDLING.define },
  logLevel: 'silent',
});

/**
 * Bundles a handler as the stack does and writes `index.mjs` and its source map into `outdir` (the
 * layout of the function's asset). Its size in bytes (the code, not the map).
 */
export const writeFunctionBundle = async (entry: string, outdir: string): Promise<number> => {
  const outfile = path.join(outdir, 'index.mjs');
  await build({ ...functionBuildOptions(entry), outfile });
  return statSync(outfile).size;
};

/** The bundle's code as deployed (the source map left out), in memory, and the files it was built from. */
export const functionBundle = async (entry: string): Promise<{ code: string; inputs: string[] }> => {
  const result = await build({
    ...functionBuildOptions(entry),
    outfile: 'index.mjs',
    write: false,
    metafile: true,
  });
  const code = result.outputFiles?.find((file) => file.path.endsWith('.mjs'));
  if (!code) throw new Error(`${entry}: esbuild wrote no bundle`);
  return { code: code.text, inputs: Object.keys(result.metafile?.inputs ?? {}) };
};

/**
 * A handler's bundle size as `npm run bench` reports it and the budgets count it: bundled like the CDK
 * stack bundles it, minified, the source map not counted.
 */
export const minifiedBundleBytes = async (entry: string): Promise<number> =>
  Buffer.byteLength((await functionBundle(entry)).code);

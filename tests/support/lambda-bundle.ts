import path from 'node:path';
import { build } from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * A handler's bundle size as `npm run bench` section 1 reports it and the budgets count it: bundled like
 * the CDK stack bundles it (esbuild, ESM, Node 24, AWS SDK external: the runtime has it), minified. One
 * definition, so the bench's figure and the budget tests measure the same thing.
 */
export const minifiedBundleBytes = async (entry: string): Promise<number> => {
  const result = await build({
    entryPoints: [path.join(repoRoot, entry)],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    external: ['@aws-sdk/*'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles?.[0]?.contents.length ?? 0;
};

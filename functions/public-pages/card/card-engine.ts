/**
 * The card's two engines, satori (layout and text to SVG) and resvg (SVG to PNG), and the font, loaded on
 * the first card (a 404 never pays for them).
 *
 * - satori is bundled, in its `standalone` build: the default build inlines its layout engine (Yoga) as
 *   ~700 KB of base64 WebAssembly; standalone takes the same engine as the binary file the package ships
 *   (layout.wasm, 520 KB), read here, which keeps the function's code ~700 KB smaller to load.
 * - resvg is a native addon (a platform binary), which no bundle can hold: its module name is computed, so
 *   esbuild leaves the import to run time. Locally it resolves from the project's node_modules; deployed,
 *   from the node_modules the card function's bundling copies beside its handler, with the binary of the
 *   function's architecture (infra/constructs/public-pages.ts).
 *
 * Every file read at run time is listed in CARD_RUNTIME_FILES, which the infrastructure copies: a file
 * read here and missing there fails tests/infra/card-function.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';

type Resvg = typeof ResvgClass;

const RESVG_MODULE = '@resvg/resvg-js';
const LAYOUT_WASM = 'satori/layout.wasm';

/** Inter (SIL Open Font License 1.1: embedding allowed), as WOFF: satori reads TTF/OTF/WOFF, not WOFF2. */
const FONT_FILES = {
  400: '@fontsource/inter/files/inter-latin-400-normal.woff',
  700: '@fontsource/inter/files/inter-latin-700-normal.woff',
  800: '@fontsource/inter/files/inter-latin-800-normal.woff',
} as const;

/**
 * The files under node_modules the engines read at run time, besides resvg's platform binary (its package
 * depends on the architecture: the infrastructure adds it). Each package's package.json comes along:
 * Node resolves the package's subpaths through its `exports`.
 */
export const CARD_RUNTIME_FILES: readonly string[] = [
  '@resvg/resvg-js/package.json',
  '@resvg/resvg-js/index.js',
  '@resvg/resvg-js/js-binding.js',
  'satori/package.json',
  'satori/layout.wasm',
  '@fontsource/inter/package.json',
  ...Object.values(FONT_FILES).map((file) => file),
];

/**
 * resvg's binary for Linux on an architecture (Lambda's is glibc): its npm package's files under
 * node_modules, the binary last.
 */
export const resvgBinaryFiles = (arch: 'x64' | 'arm64'): readonly [string, string] => [
  `@resvg/resvg-js-linux-${arch}-gnu/package.json`,
  `@resvg/resvg-js-linux-${arch}-gnu/resvgjs.linux-${arch}-gnu.node`,
];

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700 | 800;
  style: 'normal';
}

const runtimeImport = (name: string): Promise<unknown> => import(name);

const loadEngines = async () => {
  const require = createRequire(import.meta.url);
  const [satoriModule, layoutWasm, resvgModule, fonts] = await Promise.all([
    import('satori/standalone'),
    readFile(require.resolve(LAYOUT_WASM)),
    runtimeImport(RESVG_MODULE) as Promise<{ Resvg?: Resvg; default?: { Resvg: Resvg } }>,
    Promise.all(
      Object.entries(FONT_FILES).map(
        async ([weight, file]): Promise<CardFont> => ({
          name: 'Inter',
          data: await readFile(require.resolve(file)),
          weight: Number(weight) as CardFont['weight'],
          style: 'normal',
        }),
      ),
    ),
  ]);
  await satoriModule.init(layoutWasm);
  const Resvg = resvgModule.Resvg ?? resvgModule.default?.Resvg;
  if (!Resvg) throw new Error(`${RESVG_MODULE} exports no Resvg`);
  return { satori: satoriModule.default, Resvg, fonts };
};

let engines: ReturnType<typeof loadEngines> | undefined;

export const cardEngines = () => {
  engines ??= loadEngines();
  // A failed load is not kept: the next card tries again.
  engines.catch(() => {
    engines = undefined;
  });
  return engines;
};

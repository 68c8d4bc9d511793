/**
 * The card's two engines, satori (layout and text to SVG) and resvg (SVG to PNG), loaded on the first
 * card, not bundled: satori carries its layout and text-shaping engines as ~900 KB of inlined WebAssembly
 * and resvg is a native addon (a platform binary), so neither fits or belongs in an esbuild bundle. The
 * module names are computed, which esbuild leaves as run-time imports: locally they resolve from the
 * project's node_modules; deployed, from the node_modules the card function's bundling puts beside its
 * handler (infra/constructs/public-pages.ts: cardEngineHooks), with the binary of the function's
 * architecture.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';
import type satoriFunction from 'satori';

type Satori = typeof satoriFunction;
type Resvg = typeof ResvgClass;

/** Read at run time (see above); named here so infra copies exactly these. */
export const CARD_ENGINE_MODULES = { satori: 'satori', resvg: '@resvg/resvg-js' } as const;

/** Inter (SIL Open Font License 1.1: embedding allowed), as WOFF: satori reads TTF/OTF/WOFF, not WOFF2. */
export const CARD_FONT_FILES = {
  400: '@fontsource/inter/files/inter-latin-400-normal.woff',
  700: '@fontsource/inter/files/inter-latin-700-normal.woff',
  800: '@fontsource/inter/files/inter-latin-800-normal.woff',
} as const;

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700 | 800;
  style: 'normal';
}

const runtimeImport = (name: string): Promise<unknown> => import(name);

let engines: Promise<{ satori: Satori; Resvg: Resvg; fonts: CardFont[] }> | undefined;

export const cardEngines = () => {
  engines ??= (async () => {
    const require = createRequire(import.meta.url);
    const [satoriModule, resvgModule, fonts] = await Promise.all([
      runtimeImport(CARD_ENGINE_MODULES.satori) as Promise<{ default: Satori }>,
      runtimeImport(CARD_ENGINE_MODULES.resvg) as Promise<{ Resvg?: Resvg; default?: { Resvg: Resvg } }>,
      Promise.all(
        Object.entries(CARD_FONT_FILES).map(
          async ([weight, file]): Promise<CardFont> => ({
            name: 'Inter',
            data: await readFile(require.resolve(file)),
            weight: Number(weight) as CardFont['weight'],
            style: 'normal',
          }),
        ),
      ),
    ]);
    const Resvg = resvgModule.Resvg ?? resvgModule.default?.Resvg;
    if (!Resvg) throw new Error(`${CARD_ENGINE_MODULES.resvg} exports no Resvg`);
    return { satori: satoriModule.default, Resvg, fonts };
  })();
  // A failed load is not kept: the next card tries again.
  engines.catch(() => {
    engines = undefined;
  });
  return engines;
};

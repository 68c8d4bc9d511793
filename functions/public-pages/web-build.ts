import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the render function needs of the web build (`npm run build:web`): the SPA's shell (index.html,
 * served for the signed-in app's paths) and the public pages' script and styles, found through the
 * public build's manifest (web/vite.public.config.ts). Deployed, both files travel inside the function's
 * bundle (infra copies them next to the handler); locally WEB_DIST_DIR points at web/dist.
 */
export interface WebBuild {
  spaShell: string;
  /** Absolute paths of the public pages' entry script and its stylesheets. */
  script: string;
  styles: string[];
  /** The SPA's entry script and stylesheets (from its shell), for pages that start the app. */
  app: { script: string; styles: string[] };
}

/** Where the deployed bundle carries the two files (see infra: the render function's bundling). */
export const BUNDLED_WEB_DIR = 'web';
export const PUBLIC_MANIFEST = path.join('.vite', 'public-manifest.json');
const PUBLIC_ENTRY = 'src/public/entry.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** The SPA's entry as Vite wrote it into index.html (one module script, its stylesheets). */
const appEntryOf = (shell: string): WebBuild['app'] => {
  const script = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(shell)?.[1];
  if (!script) throw new Error('index.html has no module script: rebuild with npm run build:web');
  const styles = [...shell.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  return { script, styles };
};

let cached: { dir: string; build: WebBuild } | undefined;

// The bundle is an ES module (infra/constructs/app-function.ts): no __dirname, so its own URL.
const webDir = (): string =>
  process.env.WEB_DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), BUNDLED_WEB_DIR);

/** Read once per warm function (per directory: tests may point at another build). */
export const webBuild = (): WebBuild => {
  const dir = webDir();
  if (cached?.dir === dir) return cached.build;
  const manifest = JSON.parse(readFileSync(path.join(dir, PUBLIC_MANIFEST), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[PUBLIC_ENTRY];
  if (!entry) throw new Error(`${PUBLIC_MANIFEST} has no ${PUBLIC_ENTRY}: rebuild with npm run build:web`);
  const spaShell = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const build: WebBuild = {
    spaShell,
    app: appEntryOf(spaShell),
    script: `/${entry.file}`,
    styles: (entry.css ?? []).map((file) => `/${file}`),
  };
  cached = { dir, build };
  return build;
};

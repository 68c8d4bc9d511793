import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The server-rendered public pages' script (web/src/public/entry.tsx): the islands are React components,
 * hydrated here by Preact (compat), so a storefront's first load is a few KB instead of React's runtime
 * plus the signed-in app. Built after the SPA into the same dist/assets; the render function finds the
 * files through this build's manifest (dist/.vite/public-manifest.json).
 */
export const publicManifest = '.vite/public-manifest.json';

const preact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
      { find: /^react-dom$/, replacement: preact('preact/compat') },
      { find: /^react\/jsx-runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react$/, replacement: preact('preact/compat') },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    manifest: publicManifest,
    rollupOptions: { input: { public: fileURLToPath(new URL('./src/public/entry.tsx', import.meta.url)) } },
  },
});

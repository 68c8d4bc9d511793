import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The server-rendered public pages' script (web/src/public/entry.ts): plain DOM, no framework (React
 * renders the pages on the server), so a storefront's first load is a few KB instead of React's runtime
 * plus the signed-in app. Built after the SPA into the same dist/assets; the render function finds the
 * files through this build's manifest (dist/.vite/public-manifest.json).
 */
export const publicManifest = '.vite/public-manifest.json';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    manifest: publicManifest,
    rollupOptions: { input: { public: fileURLToPath(new URL('./src/public/entry.ts', import.meta.url)) } },
  },
});

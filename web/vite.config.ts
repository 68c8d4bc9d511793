import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases';

/** The local cloud (`npm start`) serves the API, the redirector, Cognito and config.json on one port. */
const devBackend = process.env.WEB_DEV_BACKEND ?? 'http://localhost:3000';

// `^/r/` rather than `/r`: a bare prefix would also swallow any future SPA route starting with "r".
const proxiedPaths = ['/api/', '^/r/', '/cognito', '/config.json'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  define: {
    // Read by runtime-config.ts in dev only, to route absolute backend URLs through this proxy.
    'import.meta.env.VITE_DEV_BACKEND': JSON.stringify(devBackend),
  },
  resolve: {
    // The SPA is written against React's API and runs on Preact's (compat), as the public pages' islands
    // do (vite.public.config.ts): React's runtime alone is ~63 KB gzip, Preact's ~5, and the login page's
    // first view has a 120 KB budget (issue 20). The only React 19 behaviour the SPA relied on that
    // Preact lacks, <title> in a component setting the document's title, is app/document-title.ts; plain
    // effects run a frame later, so DOM state a key press relies on is set in layout effects.
    alias: preactAliases,
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: devBackend }])),
  },
});

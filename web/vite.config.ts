import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local cloud (`npm start`) serves the API, the redirector, Cognito and config.json on one port. */
const devBackend = process.env.WEB_DEV_BACKEND ?? 'http://localhost:3000';

// `^/r/` rather than `/r`: a bare prefix would also swallow any future SPA route starting with "r".
const proxiedPaths = ['/api/', '^/r/', '/cognito', '/config.json'];

/**
 * react-router's package serves its development build to every bundler (its exports have no
 * `production` condition): warnings and checks a visitor never sees, ~6 KB gzip of the first load. The
 * production build the package also ships is used for `vite build`; the dev server keeps the warnings.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  define: {
    // Read by runtime-config.ts in dev only, to route absolute backend URLs through this proxy.
    'import.meta.env.VITE_DEV_BACKEND': JSON.stringify(devBackend),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself; the polyfill was part of each first load.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: devBackend }])),
  },
}));

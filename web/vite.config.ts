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
    rolldownOptions: {
      output: {
        codeSplitting: {
          /**
           * Everything the entry imports statically is in one file, the entry itself. Left to itself,
           * Rolldown split what the lazy routes share with the entry (React's JSX runtime, the query
           * hooks, paths, constants) into chunks of their own that every page still loads at once: six
           * gzip streams instead of one, each starting with an empty dictionary, and their imports and
           * exports between them. One file is ~3 KB gzip less of every first load (login, sign-up and
           * the dashboards alike); nothing a page did not load before is added, as only modules the
           * entry already needs are captured (`$initial`).
           */
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: devBackend }])),
  },
}));

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: devBackend }])),
  },
});

import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const resolved = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/**
 * React's imports answered by Preact (compat), for both builds: the SPA (vite.config.ts) and the public
 * pages' islands (vite.public.config.ts). React's runtime alone is ~63 KB gzip, Preact's ~5; the
 * components are written against React's API, and the server renders them with React itself.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: resolved('preact/compat/client') },
  { find: /^react-dom$/, replacement: resolved('preact/compat') },
  { find: /^react\/jsx-runtime$/, replacement: resolved('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: resolved('preact/jsx-runtime') },
  { find: /^react$/, replacement: resolved('preact/compat') },
];

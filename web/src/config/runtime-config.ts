// zod/mini on the entry path (config, API client, session): the full build adds ~10 KB gzip to every first paint.
import * as z from 'zod/mini';

/**
 * The SPA's runtime configuration, served by the backend as `GET /config.json` (same origin), so one
 * build runs against the local cloud and every deployed stage. Parsed here and nowhere else.
 */
const runtimeConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only on the local cloud (cognito-local); its presence also switches sign-in to USER_PASSWORD_AUTH. */
  userPoolEndpoint: z.pipe(
    z.nullish(z.url()),
    z.transform((value: string | null | undefined) => value ?? undefined),
  ),
  /** Base of the HTTP API, absolute or same-origin relative ("/api"); paths are appended to it. */
  apiUrl: z.string().check(z.minLength(1)),
  local: z.boolean(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let loaded: RuntimeConfig | undefined;

export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  const response = await fetch('/config.json', {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status} ${response.statusText}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A static host's SPA fallback answers unknown paths with index.html.
    throw new Error('GET /config.json did not return JSON: is the backend serving it?');
  }
  const result = runtimeConfigSchema.safeParse(body);
  if (!result.success) throw new Error(`/config.json is invalid:\n${z.prettifyError(result.error)}`);
  loaded = import.meta.env.DEV ? routeThroughDevProxy(result.data) : result.data;
  return loaded;
};

/** The configuration loaded at start; main.tsx renders nothing that needs it before it has loaded. */
export const getRuntimeConfig = (): RuntimeConfig => {
  if (!loaded) throw new Error('Runtime config is not loaded yet: call loadRuntimeConfig() first');
  return loaded;
};

/**
 * Under `vite dev` the page is on Vite's port, while the local cloud advertises absolute URLs on its
 * own port. Rewriting those to this origin sends them through Vite's proxy, so no CORS is needed.
 */
const routeThroughDevProxy = (config: RuntimeConfig): RuntimeConfig => {
  const backendOrigin = new URL(import.meta.env.VITE_DEV_BACKEND ?? 'http://localhost:3000').origin;
  const toThisOrigin = (value: string): string => {
    if (!/^https?:\/\//.test(value)) return value;
    const url = new URL(value);
    if (url.origin !== backendOrigin) return value;
    return `${window.location.origin}${url.pathname}${url.search}`.replace(/\/$/, '');
  };
  return {
    ...config,
    apiUrl: toThisOrigin(config.apiUrl),
    userPoolEndpoint: config.userPoolEndpoint && toThisOrigin(config.userPoolEndpoint),
  };
};

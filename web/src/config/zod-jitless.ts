import * as z from 'zod/mini';

/**
 * The SPA's Content-Security-Policy (infra/security-headers.ts) has no 'unsafe-eval'. zod's JIT object
 * parser probes `new Function` when a schema is built, which the browser refuses and reports as a CSP
 * violation; parsing without the JIT is as correct and fast enough for forms. Imported first by main.tsx,
 * before any schema exists (the JIT choice is made when a schema is created).
 */
z.config({ jitless: true });

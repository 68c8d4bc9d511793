/**
 * The web app's routes, read from its route table (web/src/app/router.tsx, whose paths come from
 * ui/config/paths.ts), so a test that walks "every page" covers a route the day it is added. The
 * server's own pages (the storefront /{username}, the product page) are in the paths table too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../ui/config/paths';

const routerFile = path.resolve('web/src/app/router.tsx');

/** Every `path` of the paths table, walked depth first. */
const pathsTable = (node: unknown): string[] => {
  if (!node || typeof node !== 'object') return [];
  const own = 'path' in node && typeof node.path === 'string' ? [node.path] : [];
  return [...own, ...Object.values(node).flatMap(pathsTable)];
};

/** `paths.brand.thread.path` → '/brand/messages/:creatorId'. */
const resolvePathReference = (reference: string): string => {
  let node: unknown = paths;
  for (const key of [...reference.split('.'), 'path'])
    node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node !== 'string') throw new Error(`router.tsx names paths.${reference}, which is no path`);
  return node;
};

/** Every route path of the app (with `:param`s), each once: the router's and the paths table's. */
export const appRoutePaths = (): string[] => {
  const router = readFileSync(routerFile, 'utf8');
  const fromRouter = [
    ...[...router.matchAll(/paths\.([\w.]+)\.path\b/g)].map((match) =>
      resolvePathReference(match[1] as string),
    ),
    // Routes written as literals (a redirect from an old address); '*' is no address to visit.
    ...[...router.matchAll(/path: '(\/[^']*)'/g)].map((match) => match[1] as string),
  ];
  if (fromRouter.length < 10) throw new Error('router.tsx: its routes could not be read');
  return [...new Set([...fromRouter, ...pathsTable(paths)])];
};

/** A route's address with each `:param` filled from `values`; a parameter without a value is an error. */
export const fillRoute = (route: string, values: Record<string, string>): string =>
  route.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${route}: add one to the test`);
    return encodeURIComponent(value);
  });

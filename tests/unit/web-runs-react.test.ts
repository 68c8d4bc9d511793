/**
 * Issue 33: the browser runs React 19, as the product is specified (react, react-dom), not a stand-in,
 * and the public pages' script carries no framework (React renders those pages on the server). Read from
 * the built assets (`npm run build:web`; `npm test` builds them first in its pretest).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve('web', 'dist');
/** Where the public build writes its manifest (web/vite.public.config.ts). */
const publicManifest = path.join('.vite', 'public-manifest.json');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const reactDomVersion = JSON.parse(readFileSync(path.resolve('node_modules/react-dom/package.json'), 'utf8'))
  .version as string;

/** The SPA's entry script, as index.html names it. */
const spaEntry = () => {
  const src = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(read('index.html'))?.[1];
  if (!src) throw new Error('web/dist/index.html names no module script');
  return read(src);
};

describe('the browser runs React 19', () => {
  it('is built (npm run build:web)', () => {
    expect(existsSync(path.join(dist, 'index.html')), 'web/dist/index.html: run npm run build:web').toBe(
      true,
    );
  });

  it("the SPA's entry is react-dom's own renderer, its version the one package.json pins", () => {
    expect(reactDomVersion).toMatch(/^19\./);
    const entry = spaEntry();
    // react-dom's client checks its react's version and names itself to DevTools.
    expect(entry).toContain(`rendererPackageName:\`react-dom\``);
    expect(entry).toContain(`version:\`${reactDomVersion}\``);
    // React 19's element type: what its JSX runtime makes and react-dom renders.
    expect(entry).toContain('react.transitional.element');
  });

  it("the public pages' script carries no framework: no React element, no renderer", () => {
    const manifest = JSON.parse(read(publicManifest)) as Record<string, { file: string; isEntry?: boolean }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    if (!entry) throw new Error(`${publicManifest} has no entry`);
    const script = read(entry.file);
    expect(script).not.toContain('react.transitional.element');
    expect(script).not.toContain('rendererPackageName');
    expect(script.length).toBeLessThan(40 * 1024);
  });
});

/**
 * Every SPA page's first load starts with the entry and everything it imports statically. Those are built
 * into the entry's one file (web/vite.config.ts, Rolldown's `$initial` group): split into chunks of their
 * own, the same code cost login and sign-up ~3 KB gzip more (issue 33's budget is 150 KB). Read from the
 * built assets (`npm run build:web`; `npm test` builds them first in its pretest).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve('web', 'dist');
const html = () => readFileSync(path.join(dist, 'index.html'), 'utf8');

describe("the SPA's entry is one file", () => {
  it('index.html names one script and preloads no other', () => {
    const page = html();
    expect(page.match(/<script type="module"[^>]*\ssrc="[^"]+"/g)).toHaveLength(1);
    expect(page).not.toContain('rel="modulepreload"');
  });

  it('the entry imports no other chunk statically (its lazy routes load theirs with import())', () => {
    const src = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html())?.[1];
    if (!src) throw new Error('web/dist/index.html names no module script');
    const entry = readFileSync(path.join(dist, src), 'utf8');
    // A static import is `import … from"./x.js"` or `import"./x.js"`; `import("./x.js")` is a lazy one.
    expect(entry.match(/\bimport\s*(?:[\w$*{][^;()]*?from\s*)?["']\.\/[^"']+["']/g) ?? []).toEqual([]);
    expect(entry).toContain('import(');
  });
});

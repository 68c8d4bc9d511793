/**
 * Issue 31: a rename in code once changed what people read ('Marketplace not found' became "Storefront
 * not found"). Every quoted text of the whole spec (docs/spec/product-spec.md) is still written in the
 * web app, the contracts or the functions, word for word: a "Title: text" toast as its two parts, with
 * its placeholders ({username}, {n}, $X) left out. Section 2.3's texts are also read off the rendered
 * pages (tests/browser/spec-texts.test.ts); this cheap check covers the rest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { quotedTexts, specPath } from '../support/spec-texts';

/** Quoted texts the product does not write, and why (each must still be quoted by the spec). */
const notWritten: Record<string, string> = {
  // Shown with the count filled in: `Featured Products (${n})`; read off the page by the browser test.
  'Featured Products (n)': 'written with its count',
  'All Products (n)': 'written with its count',
  'Error: Brand ID not found. Please try again.':
    "the brand comes from the signed-in user's token: there is no missing brand id to report",
  'You must provide either an email or phone number and a password':
    "the earlier product's auth library; sign-in here needs an e-mail and password (spec 7.1)",
  'Failed to download the image': "the spec's other wording, 'Failed to download product image', is used",
  'Store Connected! Your Shopify store has been successfully connected.':
    'a success toast written as title and text (spec 8 lists it without the colon)',
  'Auth session missing!': "the earlier product's auth library (spec 8: library-level)",
  'Auth session or user missing': "the earlier product's auth library (spec 8: library-level)",
  'Invalid JWT structure': "the earlier product's auth library (spec 8: library-level)",
  'JWT has expired': "the earlier product's auth library (spec 8: library-level)",
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'tests' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Code without its comments: a comment quoting the spec is not a screen showing it. */
const withoutComments = (code: string): string =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const source = ['web/src', 'ui', 'contracts', 'functions']
  .flatMap((dir) => sourceFiles(path.resolve(dir)))
  .map((file) => withoutComments(readFileSync(file, 'utf8')))
  .join('\n');

/** The words of a quoted text the code must hold: around its placeholders, and a toast's title and text. */
const partsOf = (text: string): string[] =>
  text
    .split(/\{[^}]+\}|\$X|: (?=[A-Z])/)
    .map((part) => part.trim())
    .filter((part) => part.length > 1);

describe("the spec's quoted texts", () => {
  const quoted = quotedTexts(readFileSync(specPath, 'utf8'));

  it('are read from the spec', () => {
    expect(quoted.length).toBeGreaterThan(100);
    expect(quoted).toContain('Marketplace not found');
  });

  it('are each written in the code, word for word', () => {
    const missing = quoted.filter(
      (text) => !(text in notWritten) && !partsOf(text).every((part) => source.includes(part)),
    );
    expect(missing).toEqual([]);
  });

  it('excepted only where the spec still quotes them', () => {
    expect(Object.keys(notWritten).filter((text) => !quoted.includes(text))).toEqual([]);
  });
});

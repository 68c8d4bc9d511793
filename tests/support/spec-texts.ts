/**
 * The spec's quoted texts, read from the spec itself (docs/spec/product-spec.md, kept verbatim): what
 * people read on screen is a contract (names in code may differ, the texts may not), so tests take the
 * texts from the spec rather than from a copy that a rename could change together with the code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const specPath = path.resolve('docs/spec/product-spec.md');

/** The body of section `number` ("2.3"): from its heading to the next heading of any level. */
export const specSection = (number: string, text = readFileSync(specPath, 'utf8')): string => {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#+ ${number.replace('.', '\\.')} `).test(line));
  if (start < 0) throw new Error(`The spec has no section ${number}`);
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
};

/**
 * Every 'single-quoted' text of `section`, in order, each once. A quote opens after a non-word character
 * and closes before one, so an apostrophe inside a word ("hasn't", "brand's") neither opens nor closes one.
 */
export const quotedTexts = (section: string): string[] => [
  ...new Set([...section.matchAll(/(?<!\w)'(.+?)'(?!\w)/g)].map((match) => match[1] as string)),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A spec text as a pattern over what a page shows: `{username}` is the creator's username and `(n)` any
 * count; white space may be any run of it.
 */
export const specTextPattern = (text: string, values: { username?: string } = {}): RegExp =>
  new RegExp(
    escapeRegExp(text)
      .replace(/\\\{username\\\}/g, escapeRegExp(values.username ?? '{username}'))
      .replace(/\\\(n\\\)/g, '\\(\\d+\\)')
      .replace(/ /g, '\\s+'),
  );

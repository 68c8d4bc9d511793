/**
 * The order path reads one way (issue 32, docs/architecture.md section 7): integrations verify and store a
 * delivery, the ledger records the sale in named steps, and the outgoing webhooks subscribe to the domain
 * events as a module of their own. This holds the shape: every step of recordOrderPaid stays under 60
 * lines, the recording never imports integrations, integrations import neither the ledger nor
 * partnerships, and no module imports the outgoing webhooks (which reach others through their indexes).
 * It reads the sources (Biome formats them, so a top-level declaration starts at column 0).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((entry) => {
    const file = `${dir}/${entry}`;
    if (statSync(path.join(root, file)).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry) ? [file] : [];
  });

/** The module (functions/<module>/…) a relative import of `file` lands in, or undefined outside functions/. */
const importedModules = (file: string): string[] =>
  [...read(file).matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].flatMap(([, specifier]) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier ?? ''));
    const [top, module] = target.split('/');
    return top === 'functions' && module ? [module] : [];
  });

/** Each top-level function of a source and its length in lines: from its declaration to the next top-level line. */
const functionLengths = (source: string): { name: string; lines: number }[] => {
  const lines = source.split('\n');
  const topLevel = (line: string) => /^[A-Za-z/@]/.test(line);
  const found: { name: string; lines: number }[] = [];
  lines.forEach((line, start) => {
    const declared =
      /^(?:export )?(?:const|let) (\w+)\b[^=]*= (?:async )?(?:\(|<|function\b)/.exec(line) ??
      /^(?:export )?(?:async )?function\*? (\w+)/.exec(line);
    if (!declared?.[1]) return;
    let end = start + 1;
    while (end < lines.length && !topLevel(lines[end] ?? '')) end++;
    // Blank lines before the next declaration are not the function's.
    while (end > start + 1 && !(lines[end - 1] ?? '').trim()) end--;
    found.push({ name: declared[1], lines: end - start });
  });
  return found;
};

const STEP_LIMIT = 60;
const orderPathFiles = [
  'functions/ledger/sales/record-order-paid.ts',
  ...filesUnder('functions/ledger/sales/order-paid'),
];

describe('recordOrderPaid in named steps', () => {
  it(`every step is a function under ${STEP_LIMIT} lines`, () => {
    const steps = orderPathFiles.flatMap((file) =>
      functionLengths(read(file)).map((step) => ({ ...step, file })),
    );
    // The reader must find the steps it measures (recordOrderPaid and its steps, at least).
    expect(steps.map((step) => step.name)).toEqual(
      expect.arrayContaining(['recordOrderPaid', 'readOrderContext', 'planSale', 'writeSaleTakingOrdinal']),
    );
    expect(steps.filter((step) => step.lines >= STEP_LIMIT)).toEqual([]);
  });

  it('measures a function from its declaration to the next top-level line', () => {
    const source = [
      '/** A. */',
      'export const a = async () => {',
      '  x();',
      '',
      '  y();',
      '};',
      '',
      'const b = 1;',
    ];
    expect(functionLengths(source.join('\n'))).toEqual([{ name: 'a', lines: 5 }]);
  });

  it('the recording of an order imports nothing from integrations: the event names the shop and its brand', () => {
    const backwards = orderPathFiles.filter((file) => importedModules(file).includes('integrations'));
    expect(backwards).toEqual([]);
  });
});

describe('outgoing webhooks as their own module', () => {
  it('integrations import neither the ledger nor partnerships', () => {
    const found = filesUnder('functions/integrations')
      .filter((file) => !file.includes('/tests/'))
      .flatMap((file) =>
        importedModules(file)
          .filter((module) => module === 'ledger' || module === 'partnerships')
          .map((module) => `${file} -> ${module}`),
      );
    expect(found).toEqual([]);
  });

  it('no other module imports the outgoing webhooks, so they close no loop', () => {
    // Issue 36: but the operator console (functions/ops) lists the endpoints turned off, through the index;
    // the outgoing webhooks never import the console, so that closes no loop either.
    const importers = filesUnder('functions')
      .filter(
        (file) => !file.startsWith('functions/outgoing-webhooks/') && !file.startsWith('functions/ops/'),
      )
      .filter((file) => importedModules(file).includes('outgoing-webhooks'));
    expect(importers).toEqual([]);
    const console = filesUnder('functions/outgoing-webhooks').filter((file) =>
      importedModules(file).includes('ops'),
    );
    expect(console).toEqual([]);
  });

  it('the outgoing webhooks read the ledger and partnerships through their indexes, never their files', () => {
    const internal = filesUnder('functions/outgoing-webhooks').flatMap((file) =>
      [...read(file).matchAll(/from\s+['"]((?:\.\.\/)+(?:ledger|partnerships)\/[^'"]+)['"]/g)].map(
        ([, specifier]) => `${file} -> ${specifier}`,
      ),
    );
    expect(internal).toEqual([]);
  });
});

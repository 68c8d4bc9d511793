/**
 * A person's sections as files: `{kind}.json` (the items as stored, minus keys and secrets) and
 * `{kind}.csv` (one row per item, one column per attribute seen; nested values as JSON; a person's text
 * guarded against spreadsheet formulas by the ledger's CSV writer), with a README saying what is what.
 */
import { csvRow, csvText } from '../../ledger';
import type { Sections } from './sections';
import type { ZipFile } from './zip';

const cellOf = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? value
      : csvText(typeof value === 'string' ? value : JSON.stringify(value));

const csvOf = (items: readonly Record<string, unknown>[]): string => {
  const columns = [...new Set(items.flatMap((item) => Object.keys(item)))].sort();
  return (
    csvRow(columns) + items.map((item) => csvRow(columns.map((column) => cellOf(item[column])))).join('')
  );
};

export const exportFiles = (
  sections: Sections,
  about: { userId: string; role: string; at: string },
): ZipFile[] => {
  const kinds = [...sections.keys()].sort();
  const readme = [
    'Your data from Affiliate Marketplace',
    '',
    `Account ${about.userId} (${about.role}), gathered ${about.at}.`,
    'Each kind of record is in two files: KIND.json (as we store it) and KIND.csv (one row per record).',
    'Money is in cents (integers); times are ISO 8601 in UTC.',
    '',
    ...kinds.map((kind) => `${kind}: ${sections.get(kind)?.length ?? 0} record(s)`),
    '',
  ].join('\r\n');
  return [
    { name: 'README.txt', content: readme },
    ...kinds.flatMap((kind) => {
      const items = sections.get(kind) ?? [];
      return [
        { name: `${kind}.json`, content: `${JSON.stringify(items, null, 2)}\n` },
        { name: `${kind}.csv`, content: csvOf(items) },
      ];
    }),
  ];
};

/**
 * The CSV exports over the wire (issue 21): a download as the browser makes it (GET
 * /api/exports/{kind}.csv with the access token in `x-access-token`), and an RFC 4180 reader that
 * knows nothing of how the files were written (quoted fields, doubled quotes, CRLF inside quotes).
 */
import { EXPORT_TOKEN_HEADER, EXPORTS_PATH } from '../../contracts/exports';
import { outputs } from './cloud';

/** Records of an RFC 4180 text: fields, rows ended by CRLF (a bare LF is tolerated between rows). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      // The row's end; the LF is skipped with it.
    } else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
};

export const exportUrl = (kind: string, query: Record<string, string | number>) =>
  `${outputs().WebUrl}${EXPORTS_PATH}/${kind}.csv?${new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  )}`;

/** The file (or the error), with its rows as objects keyed by the header. */
export const downloadExport = async (
  kind: string,
  query: Record<string, string | number>,
  token?: string,
) => {
  const response = await fetch(exportUrl(kind, query), {
    headers: token ? { [EXPORT_TOKEN_HEADER]: token } : {},
  });
  const text = await response.text();
  const isCsv = response.headers.get('content-type')?.startsWith('text/csv') ?? false;
  const [header = [], ...records] = isCsv ? parseCsv(text) : [];
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: isCsv ? undefined : text ? JSON.parse(text) : undefined,
    header,
    rows: records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i] ?? '']))),
  };
};

/** "12.34" → 1234, exactly (no float arithmetic). */
export const centsOf = (decimal: string): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(decimal);
  if (!match) throw new Error(`not a money decimal: "${decimal}"`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};

export const sumCents = (rows: readonly Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + centsOf(row[column] ?? ''), 0);

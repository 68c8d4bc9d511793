/**
 * Writes an export to a stream page by page: each page of rows becomes one chunk, and when the stream
 * says it is full (`write` returns false) the next page is not read until it drains. So memory holds at
 * most about one DynamoDB page (1 MB) and one chunk, whatever the file's length. Answers the rows and
 * bytes written (the log line and the bench read them).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { csvRow } from './csv';
import type { ExportTable } from './export-rows';

export const writeCsv = async (
  table: ExportTable,
  stream: Writable,
): Promise<{ rows: number; bytes: number }> => {
  let rows = 0;
  let bytes = 0;
  const send = async (chunk: string) => {
    bytes += Buffer.byteLength(chunk);
    if (!stream.write(chunk)) await once(stream, 'drain');
  };
  await send(csvRow(table.header));
  for await (const page of table.rows) {
    if (page.length === 0) continue;
    rows += page.length;
    await send(page.map(csvRow).join(''));
  }
  return { rows, bytes };
};

/**
 * Writes an export to a stream page by page: each page of rows becomes one chunk, and when the stream
 * says it is full (`write` returns false) the next page is not read until it drains. So memory holds at
 * most about one DynamoDB page (1 MB) and one chunk, whatever the file's length. Answers the rows and
 * bytes written (the log line and the bench read them).
 */
import type { Writable } from 'node:stream';
import { csvRow } from './csv';
import type { ExportTable } from './export-rows';

/** Until the stream can take more; a stream closed or failed meanwhile (the client went away) stops the export. */
const drained = (stream: Writable) =>
  new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      stream.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('The export stream closed before the file was written'));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
    stream.on('error', settle);
  });

export const writeCsv = async (
  table: ExportTable,
  stream: Writable,
): Promise<{ rows: number; bytes: number }> => {
  let rows = 0;
  let bytes = 0;
  const send = async (chunk: string) => {
    if (stream.destroyed || stream.writableEnded) {
      throw new Error('The export stream closed before the file was written');
    }
    bytes += Buffer.byteLength(chunk);
    if (!stream.write(chunk)) await drained(stream);
  };
  await send(csvRow(table.header));
  for await (const page of table.rows) {
    if (page.length === 0) continue;
    rows += page.length;
    await send(page.map(csvRow).join(''));
  }
  return { rows, bytes };
};

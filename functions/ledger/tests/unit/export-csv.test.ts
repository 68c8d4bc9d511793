/**
 * The exports' CSV (functions/ledger/exports/csv.ts): RFC 4180 quoting and the formula-injection guard,
 * read back by an independent RFC 4180 reader (tests/support/exports.ts).
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../tests/support/exports';
import { csvField, csvRow, guardFormula, money, text } from '../../exports/csv';
import { writeCsv } from '../../exports/write-csv';

describe('RFC 4180', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['lf\nonly', '"lf\nonly"'],
    ['', ''],
  ])('%j → %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('a row ends with CRLF, empty for null and undefined, and reads back as written', () => {
    const row = csvRow(['id-1', null, undefined, 3, text('Gift, "wrap"\r\nset'), money(-250)]);
    expect(row).toBe('id-1,,,3,"Gift, ""wrap""\r\nset",-2.50\r\n');
    expect(parseCsv(row + csvRow(['next']))).toEqual([
      ['id-1', '', '', '3', 'Gift, "wrap"\r\nset', '-2.50'],
      ['next'],
    ]);
  });
});

describe('formula injection', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")'])(
    "a person's text starting with %j gets a leading apostrophe",
    (value) => {
      expect(guardFormula(value)).toBe(`'${value}`);
      expect(parseCsv(csvRow([text(value)]))[0]?.[0]).toBe(`'${value}`);
    },
  );

  it('other text is left alone, and our own values (a negative amount) are never guarded', () => {
    expect(csvField(text('Glow Serum'))).toBe('Glow Serum');
    expect(csvField(text("'quoted"))).toBe("'quoted");
    expect(csvField(text(null))).toBe('');
    expect(csvField(money(-1999))).toBe('-19.99');
    expect(csvField(-5)).toBe('-5');
  });
});

describe('money', () => {
  it('is the exact decimal of integer cents', () => {
    expect(money(1234)).toBe('12.34');
    expect(money(5)).toBe('0.05');
    expect(money(0)).toBe('0.00');
    expect(money(-250)).toBe('-2.50');
    expect(money(9_007_199_254_740_991)).toBe('90071992547409.91');
  });
});

describe('writing with backpressure', () => {
  const slowStream = () =>
    new Writable({
      highWaterMark: 64,
      write: (_chunk, _encoding, done) => void setTimeout(done, 2),
    });

  it('reads the next page only once the stream has taken the last one', async () => {
    const stream = slowStream();
    const buffered: number[] = [];
    async function* pages() {
      for (let page = 0; page < 20; page++) {
        // What is still waiting in the stream when the next page is read: never beyond its high-water mark
        // (a 200-byte page fills it, so each page waits for the one before to drain).
        buffered.push(stream.writableLength);
        yield [[`page ${page}`, 'x'.repeat(200)]];
      }
    }
    const written = await writeCsv({ header: ['name', 'filler'], rows: pages() }, stream);
    expect(written.rows).toBe(20);
    expect(Math.max(...buffered)).toBeLessThanOrEqual(64);
  });

  it('stops reading when the stream closes (the client went away)', async () => {
    const stream = slowStream();
    let read = 0;
    async function* pages() {
      for (;;) {
        read++;
        if (read === 3) stream.destroy();
        yield [['row', 'x'.repeat(200)]];
      }
    }
    await expect(writeCsv({ header: ['a', 'b'], rows: pages() }, stream)).rejects.toThrow(/closed/);
    expect(read).toBeLessThanOrEqual(4);
  });
});

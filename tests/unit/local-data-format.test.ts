/**
 * The local data folder records its data format (infra/local/data-format.ts): a new folder is stamped,
 * a folder of this format is used as it is, and any other (older, from before formats were recorded,
 * unreadable) is refused with the reset command and left untouched, never migrated.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDataFormat, DATA_FORMAT_VERSION, LocalDataOutdatedError } from '../../infra/local/data-format';

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'data-format-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const RESET = /Run `npm run start:reset` to delete it and start fresh/;
const recorded = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'data-format.json'), 'utf8'));

describe('the local data format', () => {
  it('stamps a new folder (missing or empty) with this version, and then uses it as it is', () => {
    const missing = path.join(scratch, 'new');
    checkDataFormat(missing);
    expect(recorded(missing)).toEqual({ version: DATA_FORMAT_VERSION });
    rmSync(missing, { recursive: true });
    checkDataFormat(scratch);
    expect(recorded(scratch)).toEqual({ version: DATA_FORMAT_VERSION });
    writeFileSync(path.join(scratch, 'secrets.json'), '{}');
    expect(() => checkDataFormat(scratch)).not.toThrow();
  });

  it('counts a folder holding only its lock (npm start takes it before the check) as new', () => {
    writeFileSync(path.join(scratch, 'instance.lock'), '{"pid":1,"port":3000}');
    checkDataFormat(scratch);
    expect(recorded(scratch)).toEqual({ version: DATA_FORMAT_VERSION });
  });

  it.each([
    ['from before formats were recorded', undefined, /records no data format/],
    [
      'of an older format',
      { version: DATA_FORMAT_VERSION - 1 },
      new RegExp(`is in data format ${DATA_FORMAT_VERSION - 1}; .* reads format ${DATA_FORMAT_VERSION}`),
    ],
    [
      'of a newer (unknown) format',
      { version: DATA_FORMAT_VERSION + 1 },
      new RegExp(`is in data format ${DATA_FORMAT_VERSION + 1}`),
    ],
    ['with an unreadable record', 'not json', /unreadable data-format.json/],
  ])('refuses a folder %s with the reset command, and leaves it alone', (_name, record, reason) => {
    mkdirSync(path.join(scratch, 'dynamodb'));
    if (record !== undefined) {
      const text = typeof record === 'string' ? record : JSON.stringify(record);
      writeFileSync(path.join(scratch, 'data-format.json'), text);
    }
    const before = readdirSync(scratch).sort();
    expect(() => checkDataFormat(scratch)).toThrow(LocalDataOutdatedError);
    expect(() => checkDataFormat(scratch)).toThrow(reason);
    expect(() => checkDataFormat(scratch)).toThrow(RESET);
    expect(readdirSync(scratch).sort()).toEqual(before);
  });
});

/**
 * The local data folder (.local/) records the format it was written in, and a folder of another format
 * is refused with what to do, never migrated: `npm run start:reset` deletes it and starts fresh (the
 * demo data set is loaded again). Local data is a developer's scratch space, so upgrading it in place
 * (scripts per change, each kept forever) cost more than it saved.
 *
 * Raise DATA_FORMAT_VERSION with any change that a kept folder would not survive: a new or changed
 * index (ensureTable also refuses a table whose indexes differ from the definition), an item shape the
 * code no longer reads, a renamed file in the folder.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE } from './data-dir-lock';

/** 1: issue 32 (folders from before it held no version and are reset); 2: issue 34 (the creators directory's facet items). */
export const DATA_FORMAT_VERSION = 2;

const VERSION_FILE = 'data-format.json';

/** A data folder this version of the local cloud cannot use as it is. */
export class LocalDataOutdatedError extends Error {
  override name = 'LocalDataOutdatedError';
  constructor(dataDir: string, reason: string) {
    super(
      `The local data folder ${dataDir} ${reason}, and is not migrated. ` +
        'Run `npm run start:reset` to delete it and start fresh (the demo data set is loaded again).',
    );
  }
}

/** The version a folder records: undefined when it records none, NaN when the record is unreadable. */
const recordedVersion = (file: string): number | undefined => {
  if (!existsSync(file)) return undefined;
  try {
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof version === 'number' ? version : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

/**
 * Before anything reads the folder: a new folder (empty but for its lock) is stamped with this version; a folder of this
 * version passes; any other throws LocalDataOutdatedError.
 */
export const checkDataFormat = (dataDir: string): void => {
  const file = path.join(dataDir, VERSION_FILE);
  const version = recordedVersion(file);
  if (version === DATA_FORMAT_VERSION) return;
  // New: missing, or holding only the lock this process took on it (data-dir-lock.ts) before the check.
  const isNew = !existsSync(dataDir) || readdirSync(dataDir).every((name) => name === LOCK_FILE);
  if (version === undefined && isNew) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify({ version: DATA_FORMAT_VERSION })}\n`);
    return;
  }
  const found =
    version === undefined
      ? 'records no data format (it is from before the local cloud recorded one)'
      : Number.isNaN(version)
        ? `has an unreadable ${VERSION_FILE}`
        : `is in data format ${version}; this version of the local cloud reads format ${DATA_FORMAT_VERSION}`;
  throw new LocalDataOutdatedError(dataDir, found);
};

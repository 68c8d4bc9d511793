/**
 * cognito-local's data store (one JSON file per user pool, plus clients.json), written so that what is
 * under .local/cognito survives restarts whole.
 *
 * cognito-local's own store (StormDB's file engine) starts an `fs.writeFile` for every change, with no
 * ordering: concurrent sign-ups overlap their writes to the same file, so an older snapshot can land last
 * or two writes interleave into invalid JSON, and Ctrl-C during a write leaves a truncated file. Here
 * every file has one writer at a time that writes the newest state to a temporary file and renames it
 * over the old one (atomic on POSIX), and `flush()` lets shutdown wait for the last write.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cognitoRequire } from './cognito-local-lib';

/**
 * cognito-local keeps dates as Date objects in every key ending in "Date"; JSON.stringify writes them as
 * ISO strings (Date#toJSON) and `deserialize` revives them. Compact, without a replacer: a pool of 1,500
 * users is ~2 MB, and a replacer with indentation took about twice as long to write it.
 */
const serialize = (state: unknown): string => JSON.stringify(state);

const deserialize = (text: string): unknown =>
  JSON.parse(text, (key, value) =>
    key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number')
      ? new Date(value)
      : value,
  );

/**
 * A StormDB engine: reads once at start, then keeps the file in step with the in-memory state.
 * The state is serialized when it is written, not when it changes: every change (a sign-in adds a
 * refresh token) rewrites the whole pool, and serializing each change on the spot cost ~50 ms of the
 * cloud's one thread per change once a test run had signed up ~1,500 users. Changes that arrive while a
 * write is in progress are written together by the next one, from the newest state.
 */
class AtomicFileEngine {
  private latest: unknown;
  private version = 0;
  private writtenVersion = 0;
  /** Writes run one after another; a failed one does not block the next. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly file: string) {}

  init(): unknown {
    if (!existsSync(this.file)) return {};
    const text = readFileSync(this.file, 'utf8');
    try {
      return text.trim() === '' ? {} : deserialize(text);
    } catch (error) {
      throw new Error(
        `${this.file} is not valid JSON (${(error as Error).message}): run npm run start:reset`,
      );
    }
  }

  /** Records a change; the promise settles once a snapshot that includes it is on disk. */
  write(state: unknown): Promise<void> {
    this.latest = state;
    this.version++;
    const step = this.queue.then(() => this.writeLatest());
    this.queue = step.catch(() => undefined);
    return step;
  }

  /** Snapshots queued behind a write in progress are coalesced: only the newest is written. */
  private async writeLatest(): Promise<void> {
    if (this.writtenVersion >= this.version) return;
    const version = this.version;
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, serialize(this.latest), { mode: 0o600 });
    await rename(temporary, this.file);
    this.writtenVersion = version;
  }

  flush(): Promise<void> {
    return this.queue;
  }
}

interface DataStoreContext {
  logger: unknown;
}

/** Drop-in for cognito-local's StormDBDataStoreFactory (same files, same format). */
export class DurableDataStoreFactory {
  private readonly engines: AtomicFileEngine[] = [];

  constructor(private readonly directory: string) {}

  async create(_ctx: DataStoreContext, id: string, defaults: object): Promise<unknown> {
    await mkdir(this.directory, { recursive: true });
    const StormDB = cognitoRequire('stormdb');
    const { StormDBDataStore } = cognitoRequire('./services/dataStore/stormDb');
    const engine = new AtomicFileEngine(path.join(this.directory, `${id}.json`));
    this.engines.push(engine);
    const db = new StormDB(engine);
    db.default(defaults);
    await db.save();
    return new StormDBDataStore(db);
  }

  /** Resolves when every pending write is on disk (called before the process exits). */
  async flush(): Promise<void> {
    await Promise.all(this.engines.map((engine) => engine.flush()));
  }
}

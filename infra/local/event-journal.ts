/**
 * The local bus's journal: what makes an accepted PutEvents entry survive a crash, as it does on
 * EventBridge. One append-only file of JSON lines under the data folder:
 *
 *   {"event": <envelope>, "targets": ["RuleName", …]}   written and fsync'd before PutEvents answers
 *   {"done": "<event id>", "target": "RuleName"}         a target finished (delivered, or dead-lettered)
 *
 * After a restart, every (event, target) without its `done` line is delivered again (consumers are
 * idempotent). The file is compacted — rewritten with only the unfinished pairs — when it is opened and
 * whenever it outgrows `maxBytes`, so it stays bounded by what is in flight, not by history.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';

type Envelope = EventBridgeEvent<string, unknown>;

interface EventLine {
  event: Envelope;
  targets: string[];
}
interface DoneLine {
  done: string;
  target: string;
}

/** One event still owed to some of its targets. */
export interface PendingEvent {
  event: Envelope;
  targets: string[];
}

export interface EventJournal {
  /** Persists the events and their targets (one write, one fsync) before the bus acknowledges them. */
  append: (entries: readonly PendingEvent[]) => void;
  /** Records that `target` is finished with the event (delivered or dead-lettered). */
  complete: (eventId: string, target: string) => void;
  /** What the previous run accepted and did not finish, oldest first (read when the journal opened). */
  recovered: () => PendingEvent[];
  /** Unfinished (event, target) pairs now. */
  pendingCount: () => number;
  close: () => void;
}

const FILE = 'events.jsonl';
const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

/** The unfinished pairs in a journal file; a torn last line (a crash mid-write) is ignored. */
const readPending = (file: string): Map<string, PendingEvent> => {
  const pending = new Map<string, PendingEvent>();
  if (!existsSync(file)) return pending;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let parsed: EventLine | DoneLine;
    try {
      parsed = JSON.parse(line) as EventLine | DoneLine;
    } catch {
      continue;
    }
    if ('event' in parsed) {
      pending.set(parsed.event.id, { event: parsed.event, targets: [...parsed.targets] });
    } else {
      const entry = pending.get(parsed.done);
      if (!entry) continue;
      entry.targets = entry.targets.filter((target) => target !== parsed.target);
      if (entry.targets.length === 0) pending.delete(parsed.done);
    }
  }
  return pending;
};

const lineOf = (entry: PendingEvent) => `${JSON.stringify({ event: entry.event, targets: entry.targets })}\n`;

export const openEventJournal = (options: { dir: string; maxBytes?: number }): EventJournal => {
  mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, FILE);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const pending = readPending(file);
  const recovered = [...pending.values()].map((entry) => ({ ...entry, targets: [...entry.targets] }));

  let fd = -1;
  let size = 0;
  /** Rewrites the file with only the unfinished pairs: a temp file, fsync'd, renamed over the old one. */
  const compact = () => {
    const temp = `${file}.tmp`;
    const tempFd = openSync(temp, 'w');
    const text = [...pending.values()].map(lineOf).join('');
    writeSync(tempFd, text);
    fsyncSync(tempFd);
    closeSync(tempFd);
    renameSync(temp, file);
    // The rename itself is made durable by syncing the directory.
    const dirFd = openSync(options.dir, 'r');
    try {
      fsyncSync(dirFd);
    } catch {
      // Some file systems refuse to fsync a directory; the rename is still atomic.
    } finally {
      closeSync(dirFd);
    }
    if (fd >= 0) closeSync(fd);
    fd = openSync(file, 'a');
    size = statSync(file).size;
  };
  compact();

  const write = (text: string, durable: boolean) => {
    // Closed (the cloud is stopping): what is not recorded is delivered again on the next start.
    if (fd < 0) return;
    writeSync(fd, text);
    if (durable) fsyncSync(fd);
    size += Buffer.byteLength(text);
    if (size > maxBytes) compact();
  };

  return {
    append: (entries) => {
      const fresh = entries.filter((entry) => entry.targets.length > 0);
      if (fresh.length === 0) return;
      for (const entry of fresh)
        pending.set(entry.event.id, { event: entry.event, targets: [...entry.targets] });
      write(fresh.map(lineOf).join(''), true);
    },
    complete: (eventId, target) => {
      const entry = pending.get(eventId);
      if (!entry?.targets.includes(target)) return;
      entry.targets = entry.targets.filter((name) => name !== target);
      if (entry.targets.length === 0) pending.delete(eventId);
      // Not fsync'd: a completion lost to a power cut only means one more (idempotent) delivery.
      write(`${JSON.stringify({ done: eventId, target })}\n`, false);
    },
    recovered: () => recovered,
    pendingCount: () => [...pending.values()].reduce((sum, entry) => sum + entry.targets.length, 0),
    close: () => {
      if (fd >= 0) closeSync(fd);
      fd = -1;
    },
  };
};

/**
 * One `npm start` per data folder: DynamoDB Local's files, cognito-local's JSON, the bus's journal and the
 * stream position cannot be shared by two processes. The first start holds the folder (a lock file naming
 * its process and port); a second start beside it — `PORT=3300 npm start` while the default one runs —
 * keeps its data in a folder of its own, `.local-<port>/`, instead of corrupting the first's.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'instance.lock';

interface LockHolder {
  pid: number;
  port: number;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = (lockPath: string): LockHolder | undefined => {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockHolder;
  } catch {
    // Missing, or written halfway by a process killed while writing it: nobody holds it.
    return undefined;
  }
};

/**
 * Takes `dataDir` for this process, or answers the live process that holds it. A lock left by a killed
 * start (its process is gone) is taken over.
 */
export const lockDataDir = (
  dataDir: string,
  port: number,
): { locked: true; release: () => void } | { locked: false; holder: LockHolder } => {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, port } satisfies LockHolder));
      closeSync(fd);
      return {
        locked: true,
        release: () => {
          if (holderOf(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockPath);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) return { locked: false, holder };
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
};

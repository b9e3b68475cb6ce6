import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Who holds an embedded (PGlite) data folder. PGlite keeps the database in the process's
 * memory and writes the folder back as it goes and on close, so a second process opening the
 * same folder works on a copy: whatever it writes is overwritten by the holder, and the
 * holder's writes by it (issue 25, finding 7: the concierge CLI's quotes and notes vanished
 * on a running host). One holder at a time, recorded in `<folder>.lock` next to the folder.
 */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; who: string },
  ) {
    super(
      `The embedded database in ${dataDir} is held by ${holder.who} (process ${holder.pid}). ` +
        'Its writes would be lost: stop that process first, or run both on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirBusyError';
  }
}

export const lockFileOf = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

/** Whether a process with this id is running (one we may not signal still counts). */
const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): { pid: number; who: string } | null => {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; who?: unknown };
    return typeof holder.pid === 'number' && Number.isInteger(holder.pid)
      ? { pid: holder.pid, who: typeof holder.who === 'string' ? holder.who : 'another process' }
      : null;
  } catch {
    return null;
  }
};

/**
 * Takes the folder for this process, or throws DataDirBusyError naming the running holder. A
 * lock left by a process that is gone (kill -9, a crash) is taken over. Answers the release,
 * which removes the lock only while it is still ours.
 */
export const holdDataDir = (dataDir: string, who: string): (() => void) => {
  const file = lockFileOf(dataDir);
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' creates the file or fails if it exists: two processes cannot both succeed.
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, who, since: new Date().toISOString() }));
      closeSync(fd);
      return () => {
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && isRunning(holder.pid)) throw new DataDirBusyError(dataDir, holder);
      // Stale (its process is gone) or unreadable: remove it and try once more.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take ${file}`);
};

// PGlite is Postgres in single-user mode inside this process: two processes opening the
// same data directory would corrupt it. A lock file beside the directory, holding the
// owner's pid, makes the second one fail with a clear message instead. A lock left by a
// process that died is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The PGlite data directory ${dataDir} is open in another process (pid ${pid}). ` +
        'Stop that process (e.g. the running api server) first, or point DATABASE_URL at a Postgres server.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock for dataDir; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirBusyError(dataDir, pid);
      rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { processIsAlive } from './processAlive.ts';

/**
 * PGlite is one process per data folder: a second process opening it (a second API, the operator tool) corrupts
 * it. So whoever opens a folder first writes `<folder>.lock` with its pid (created exclusively) and removes it on
 * close; anyone else finds it and is refused by name. A lock whose process has ended (a crash, SIGKILL) is stale
 * and taken over.
 */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `${folder} is in use by process ${pid} (its lock is ${lockFileOf(folder)}); PGlite allows one process per folder`,
    );
  }
}

/** Beside the folder (PGlite owns what is inside); resolved, so `./.data/pglite/` and `.data/pglite` share one. */
export function lockFileOf(folder: string): string {
  return `${resolve(folder)}.lock`;
}

/** The live process holding the folder, if any. */
export function dataFolderHolder(folder: string): number | undefined {
  try {
    const { pid } = JSON.parse(readFileSync(lockFileOf(folder), 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' && processIsAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder for this process, or throws DataFolderInUseError naming the live holder. */
export function lockDataFolder(folder: string): { release(): void } {
  const path = lockFileOf(folder);
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(path, JSON.stringify({ pid: process.pid }), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataFolderHolder(folder);
      if (holder !== undefined) throw new DataFolderInUseError(folder, holder);
      if (attempt > 0) throw error;
      unlinkSync(path);
    }
  }
  return {
    release: () => {
      try {
        unlinkSync(path);
      } catch {
        // already gone: nothing to release
      }
    },
  };
}

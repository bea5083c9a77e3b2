import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { processIsAlive } from '../db/processAlive.ts';

/**
 * How the operator tool finds the API that holds a PGlite folder: `<folder>.operator.json`, written by the API
 * once its operator listener is up (mode 0600, so only the account running the API, or root, can read the token)
 * and removed when it stops. The token is 256 random bits, new at every start.
 */
export interface OperatorAccess {
  pid: number;
  port: number;
  token: string;
}

export function operatorAccessFileOf(folder: string): string {
  return `${resolve(folder)}.operator.json`;
}

export function newOperatorToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Replaces any file left by an API that crashed: unlinked first, then created exclusively with mode 0600, so the
 * token never lands in a file someone else made (or a link they planted) with wider permissions.
 */
export function writeOperatorAccess(folder: string, access: OperatorAccess): { remove(): void } {
  const path = operatorAccessFileOf(folder);
  const remove = () => {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  };
  remove();
  writeFileSync(path, JSON.stringify(access), { flag: 'wx', mode: 0o600 });
  return { remove };
}

/** The access of a running API on this folder; undefined when there is none or its process has ended. */
export function liveOperatorAccess(folder: string): OperatorAccess | undefined {
  let access: Partial<OperatorAccess>;
  try {
    access = JSON.parse(readFileSync(operatorAccessFileOf(folder), 'utf8')) as Partial<OperatorAccess>;
  } catch {
    return undefined;
  }
  const { pid, port, token } = access;
  if (typeof pid !== 'number' || typeof port !== 'number' || typeof token !== 'string') return undefined;
  return processIsAlive(pid) ? { pid, port, token } : undefined;
}

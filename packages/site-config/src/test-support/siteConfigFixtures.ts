import { readFileSync } from 'node:fs';
import path from 'node:path';

export const siteConfigDirectory = path.resolve(import.meta.dirname, '../../../../site-configs');

export function committedConfigText(code: string): string {
  return readFileSync(path.join(siteConfigDirectory, `${code}.json`), 'utf8');
}

/** A fresh copy of a committed config. */
export function committedConfig(code: string): Record<string, unknown> {
  return JSON.parse(committedConfigText(code)) as Record<string, unknown>;
}

/**
 * A committed config with values replaced at JSON Pointers ('/theme/colors/brand'); `undefined` deletes the key.
 * Breaking one thing at a time shows that each rule alone produces its message.
 */
export function configWith(code: string, changes: Record<string, unknown>): Record<string, unknown> {
  const config = committedConfig(code);
  for (const [pointer, value] of Object.entries(changes)) {
    const segments = pointer.slice(1).split('/');
    const last = segments.pop() ?? '';
    let parent: Record<string, unknown> = config;
    for (const segment of segments) parent = parent[segment] as Record<string, unknown>;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return config;
}

/**
 * The app build's Vite manifest (app/vite.config.ts writes .vite/manifest.json) read for size figures: which files a
 * set of modules loads with their static imports, and how big each is gzip. Used by measureAppBundle.ts (the home
 * budget) and measureFinanceRoutes.ts (the finance pages' route chunks).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
}

/** The files of the manifest entries `keys` and everything they import statically, each once. */
export function filesLoadedBy(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const include = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) include(imported);
  };
  for (const key of keys) include(key);
  return files;
}

/** The JavaScript files among `files` with their gzip size, largest first. */
export function gzipSizes(distDir: string, files: Iterable<string>): { file: string; gzip: number }[] {
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file))).length }))
    .sort((left, right) => right.gzip - left.gzip);
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const totalOf = (sizes: readonly { gzip: number }[]) => sizes.reduce((sum, { gzip }) => sum + gzip, 0);

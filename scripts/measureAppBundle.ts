/**
 * `node --import tsx scripts/measureAppBundle.ts [app/dist]`: the initial JavaScript of /app/home, gzip, chunk
 * by chunk, from the build's manifest (app/vite.config.ts writes .vite/manifest.json). Initial means what a first
 * visit downloads before the home is usable: the entry and its static imports, the lazy home page, the default
 * site's config module, and workbox-window (the service worker registers at once). Budget: 120 KB is the target
 * and 130 KB the hard limit of issue 8. The app does not meet it yet (227 KB on 2026-11-22: react-dom, TypeBox and
 * the contract's schemas, xstate and react-router all load at boot), so the test command fails only above a
 * ratchet just over today's size: the bundle cannot grow while it is being cut down. Lower `ratchetBytes` with
 * every cut; when it reaches 130 KB the ratchet is the budget and goes away.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_SITE_CODE } from '@platform/site-config';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

const targetBytes = 120 * 1024;
const budgetBytes = 130 * 1024;
const ratchetBytes = 235 * 1024;
const failAboveBytes = Math.max(budgetBytes, ratchetBytes);
const distDir = process.argv[2] ?? 'app/dist';
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
);

const loadedFirst = [
  ([, chunk]: [string, ManifestChunk]) => chunk.isEntry === true,
  ([key]: [string, ManifestChunk]) => key === 'src/pages/home/HomePage.tsx',
  ([key]: [string, ManifestChunk]) => key.endsWith(`site-configs/${DEFAULT_SITE_CODE}.json`),
  ([key]: [string, ManifestChunk]) => key.includes('workbox-window'),
];

const files = new Set<string>();
function include(key: string) {
  const chunk = manifest[key];
  if (chunk === undefined || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) include(imported);
}
for (const isLoadedFirst of loadedFirst) {
  const found = Object.entries(manifest).filter(isLoadedFirst);
  if (found.length === 0) throw new Error(`the manifest has no chunk for ${isLoadedFirst.toString()}`);
  for (const [key] of found) include(key);
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file))).length }))
  .sort((left, right) => right.gzip - left.gzip);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);

console.log(`Initial JavaScript of /app/home (gzip), ${distDir}:`);
for (const { file, gzip } of sizes) console.log(`  ${kilobytes(gzip).padStart(9)}  ${file}`);
console.log(
  `  ${kilobytes(total).padStart(9)}  total (target ${kilobytes(targetBytes)}, budget ${kilobytes(budgetBytes)}, fails above ${kilobytes(failAboveBytes)})`,
);
if (total > budgetBytes)
  console.warn(`Over the ${kilobytes(budgetBytes)} budget by ${kilobytes(total - budgetBytes)}.`);
if (total > failAboveBytes) {
  console.error(`Over budget by ${kilobytes(total - failAboveBytes)}.`);
  process.exit(1);
}
if (total > targetBytes)
  console.warn(`Above the ${kilobytes(targetBytes)} target by ${kilobytes(total - targetBytes)}.`);

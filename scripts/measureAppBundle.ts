/**
 * `node --import tsx scripts/measureAppBundle.ts [app/dist]`: the initial JavaScript of /app/home, gzip, chunk
 * by chunk, from the build's manifest (app/vite.config.ts writes .vite/manifest.json). Initial means what a first
 * visit downloads before the home is usable: the entry and its static imports, the lazy home page, the default
 * site's config module, and workbox-window (the service worker registers at once). Issue 8's target is 120 KB and
 * the test command fails above its 130 KB budget. The app meets both since it renders with Preact behind
 * preact/compat (116.0 KB on 2026-11-23, from 172.7 KB with react-dom: app/tooling/preactAsReact.ts). What is left
 * is mostly libraries: react-router ~30 KB, xstate ~10 KB (the session actor exists from boot), TanStack Query ~9 KB.
 */
import { DEFAULT_SITE_CODE } from '@platform/site-config';
import {
  filesLoadedBy,
  gzipSizes,
  kilobytes,
  type ManifestChunk,
  readManifest,
  totalOf,
} from './appManifest.ts';

const targetBytes = 120 * 1024;
const budgetBytes = 130 * 1024;
const distDir = process.argv[2] ?? 'app/dist';
const manifest = readManifest(distDir);

const loadedFirst = [
  ([, chunk]: [string, ManifestChunk]) => chunk.isEntry === true,
  ([key]: [string, ManifestChunk]) => key === 'src/pages/home/HomePage.tsx',
  ([key]: [string, ManifestChunk]) => key.endsWith(`site-configs/${DEFAULT_SITE_CODE}.json`),
  ([key]: [string, ManifestChunk]) => key.includes('workbox-window'),
];

const keys = loadedFirst.flatMap((isLoadedFirst) => {
  const found = Object.entries(manifest).filter(isLoadedFirst);
  if (found.length === 0) throw new Error(`the manifest has no chunk for ${isLoadedFirst.toString()}`);
  return found.map(([key]) => key);
});
const sizes = gzipSizes(distDir, filesLoadedBy(manifest, keys));
const total = totalOf(sizes);

console.log(`Initial JavaScript of /app/home (gzip), ${distDir}:`);
for (const { file, gzip } of sizes) console.log(`  ${kilobytes(gzip).padStart(9)}  ${file}`);
console.log(
  `  ${kilobytes(total).padStart(9)}  total (target ${kilobytes(targetBytes)}, fails above the ${kilobytes(budgetBytes)} budget)`,
);
if (total > budgetBytes) {
  console.error(`Over the ${kilobytes(budgetBytes)} budget by ${kilobytes(total - budgetBytes)}.`);
  process.exit(1);
}
if (total > targetBytes)
  console.warn(`Above the ${kilobytes(targetBytes)} target by ${kilobytes(total - targetBytes)}.`);

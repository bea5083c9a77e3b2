/**
 * `node --import tsx scripts/measureAppBundle.ts [app/dist]`: the initial JavaScript of /app/home, gzip, per site,
 * from the build's manifest (app/vite.config.ts writes .vite/manifest.json). Initial means what a first visit
 * downloads before the home is usable: the entry and its static imports, the lazy home page, the site's config module
 * and the chunks of the catalog areas the home boots with in its language (the design system's and the shell's),
 * each with their static imports. What loads once the
 * browser is idle after the first paint (the service worker's notices with workbox-window, the session machine) or
 * only when a block asks for it (the recommended-match machine) is not initial.
 *
 * Issue 20: ≤ 130 KB with react-dom is the target and `npm test` fails above issue 20's 150 KB on any site (see
 * failAboveBytes), and when the boot does not carry react-dom or carries Preact (the app rendered with Preact behind
 * preact/compat from 2026-11-23 to
 * 2026-11-26, which met the old budget by swapping the renderer). It prints every site's chunks and the entry
 * chunk's packages (from the build's source maps, app/tooling/chunkSources.ts); the figures before and after each
 * cut are in app/README "Known gaps".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfigs } from '@platform/site-config';
import { type ChunkSources, chunkSourcesFile, packageOf } from '../app/tooling/chunkSources.ts';
import { filesLoadedBy, gzipSizes, kilobytes, readManifest, totalOf } from './appManifest.ts';

const targetBytes = 130 * 1024;
/**
 * What `npm test` fails above: issue 20's line. A ratchet of 152-153 KB stood here through 2026-11-26 while the boot
 * was above it; the endpoint route table loading with the first call (−0.8 KB) and the entry's static imports as one
 * chunk (app/vite.config.ts bootChunkGroup, −2.5 KB) brought the worst site under it (app/README "Known gaps").
 */
const failAboveBytes = 150 * 1024;
const distDir = process.argv[2] ?? 'app/dist';
const manifest = readManifest(distDir);

function keysWhere(isLoaded: (key: string) => boolean, what: string): string[] {
  const keys = Object.keys(manifest).filter(isLoaded);
  if (keys.length === 0) throw new Error(`the manifest has no chunk for ${what}`);
  return keys;
}

/** The manifest entries a first visit to one site's home loads before the home is usable. */
function homeEntriesOf(site: string, language: string): string[] {
  return [
    ...keysWhere((key) => manifest[key]?.isEntry === true, 'the entry'),
    ...keysWhere((key) => key === 'src/pages/home/HomePage.tsx', 'the home page'),
    ...keysWhere((key) => key.endsWith(`site-configs/${site}.json`), `the ${site} config`),
    // The home boots with the design system's and the shell's strings (app/src/i18n/memberAppCatalogs.ts
    // shellCatalogAreas); the app's pages' catalog follows when the browser is idle.
    ...keysWhere(
      (key) => key === `../packages/ui/src/i18n/languages/${language}.ts`,
      `the ui ${language} catalog`,
    ),
    ...keysWhere((key) => key === `src/i18n/shell/${language}.ts`, `the shell ${language} catalog`),
  ];
}

type Share = { name: string; gzip: number };

/**
 * The entry chunk's packages and its largest modules, gzip, estimated: the chunk's gzip size shared out by minified
 * bytes (compression differs between packages, so a share is a fair estimate, not a measure).
 */
function entryShares(entryFile: string, entryGzip: number): { packages: Share[]; modules: Share[] } {
  const sources: ChunkSources = JSON.parse(readFileSync(join(distDir, chunkSourcesFile), 'utf8'));
  const bytes = Object.entries(sources[entryFile] ?? {});
  const total = bytes.reduce((sum, [, size]) => sum + size, 0);
  const perPackage = new Map<string, number>();
  for (const [source, size] of bytes)
    perPackage.set(packageOf(source), (perPackage.get(packageOf(source)) ?? 0) + size);
  const shares = (entries: Iterable<[string, number]>) =>
    [...entries]
      .map(([name, size]) => ({ name, gzip: (size / total) * entryGzip }))
      .sort((left, right) => right.gzip - left.gzip);
  return { packages: shares(perPackage), modules: shares(bytes).slice(0, 15) };
}

const perSite = Object.entries(siteConfigs).map(([site, config]) => {
  const sizes = gzipSizes(distDir, filesLoadedBy(manifest, homeEntriesOf(site, config.defaultLanguage)));
  return { site, language: config.defaultLanguage, sizes, total: totalOf(sizes) };
});

console.log(`Initial JavaScript of /app/home (gzip), ${distDir}:`);
for (const { site, language, sizes, total } of perSite) {
  console.log(`\n${site} (${language}): ${kilobytes(total)}`);
  for (const { file, gzip } of sizes) console.log(`  ${kilobytes(gzip).padStart(9)}  ${file}`);
}
// The boot's chunk, the largest the home loads: the entry's static imports are one chunk (app/vite.config.ts,
// bootChunkGroup), which the entry file itself only imports.
const entry = perSite[0]?.sizes.reduce((largest, size) => (size.gzip > largest.gzip ? size : largest));
if (entry !== undefined) {
  const { packages, modules } = entryShares(entry.file, entry.gzip);
  console.log(`\nThe boot chunk ${entry.file} (${kilobytes(entry.gzip)}) by package, gzip share:`);
  for (const { name, gzip } of packages.filter(({ gzip }) => gzip >= 100))
    console.log(`  ${kilobytes(gzip).padStart(9)}  ${name}`);
  console.log('Its largest modules:');
  for (const { name, gzip } of modules) console.log(`  ${kilobytes(gzip).padStart(9)}  ${name}`);
}
const worst = perSite.reduce((largest, site) => (site.total > largest.total ? site : largest));
console.log(
  `\nWorst site: ${worst.site}, ${kilobytes(worst.total)} (target ${kilobytes(targetBytes)}, fails above ${kilobytes(failAboveBytes)})`,
);

// react-dom's production build links its errors to react.dev; Preact's compat layer names itself.
const bootText = worst.sizes.map(({ file }) => readFileSync(join(distDir, file), 'utf8')).join('\n');
if (!bootText.includes('react.dev/errors') || /preact/i.test(bootText)) {
  console.error('The boot must render with react-dom, not Preact: react-dom missing or Preact present.');
  process.exit(1);
}
if (worst.total > failAboveBytes) {
  console.error(`Over the ${kilobytes(failAboveBytes)} limit by ${kilobytes(worst.total - failAboveBytes)}.`);
  process.exit(1);
}
if (worst.total > targetBytes)
  console.warn(`Above the ${kilobytes(targetBytes)} target by ${kilobytes(worst.total - targetBytes)}.`);

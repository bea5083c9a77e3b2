/**
 * `node --import tsx scripts/measureFinanceRoutes.ts [app/dist]`: the JavaScript of each finance page's route
 * chunk, gzip, from the build's manifest. For each page: its own lazy chunk, what navigating to it downloads
 * after boot (the chunk and its static imports the boot did not load), and a cold first visit to that route
 * (the entry with its imports, the route's closure, the default site's config module and workbox-window).
 * Figures only: the budget is checked on the home (measureAppBundle.ts).
 */
import { DEFAULT_SITE_CODE } from '@platform/site-config';
import { filesLoadedBy, gzipSizes, kilobytes, readManifest, totalOf } from './appManifest.ts';

const distDir = process.argv[2] ?? 'app/dist';
const manifest = readManifest(distDir);
const financePages = ['DepositPage', 'DepositInfoPage', 'WithdrawPage', 'TransferPage', 'MyAssetsPage'];

const keysWhere = (matches: (key: string) => boolean) => Object.keys(manifest).filter(matches);
const entryKeys = keysWhere((key) => manifest[key]?.isEntry === true);
const bootKeys = [
  ...entryKeys,
  ...keysWhere(
    (key) => key.endsWith(`site-configs/${DEFAULT_SITE_CODE}.json`) || key.includes('workbox-window'),
  ),
];
const bootFiles = filesLoadedBy(manifest, bootKeys);

console.log(`Finance route chunks (gzip), ${distDir}:`);
console.log('      chunk  on navigation  cold visit  page');
for (const page of financePages) {
  const key = `src/pages/finance/${page}.tsx`;
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`the manifest has no chunk for ${key}`);
  const routeFiles = filesLoadedBy(manifest, [key]);
  const own = totalOf(gzipSizes(distDir, [chunk.file]));
  const onNavigation = totalOf(
    gzipSizes(
      distDir,
      [...routeFiles].filter((file) => !bootFiles.has(file)),
    ),
  );
  const coldVisit = totalOf(gzipSizes(distDir, new Set([...bootFiles, ...routeFiles])));
  console.log(
    `  ${kilobytes(own).padStart(9)}  ${kilobytes(onNavigation).padStart(13)}  ${kilobytes(coldVisit).padStart(10)}  ${page}`,
  );
}

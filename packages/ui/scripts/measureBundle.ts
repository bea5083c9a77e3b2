/**
 * Prints how many bytes of the design system a page ships: minified JS and CSS, raw and gzip,
 * built by Vite (the app's bundler) with React left out (the app pays for it once, whatever the UI).
 *
 *   node --import tsx packages/ui/scripts/measureBundle.ts
 *
 * Two figures: an average page (the shell, navigation, a paged list of records, feedback) and the
 * whole package. Modules other than styles are treated as free of side effects, as the app's
 * bundler will once packages/ui declares `"sideEffects": ["**\/*.css.ts"]`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

const sourceDirectory = fileURLToPath(new URL('../src/', import.meta.url));

/** What an ordinary member page (a record list such as /user/transactionRecord) renders. */
const averagePageComponents = [
  'AppShell',
  'Tabs',
  'RefreshableList',
  'ListCell',
  'Skeleton',
  'Badge',
  'Toast',
  'ConfirmDialog',
  'OnlineStatus',
  'OfflineBanner',
  'UpdatePrompt',
  'DateRangePicker',
  'RecordItem',
  'StatusTag',
  'MoneyDisplay',
].filter((name) => existsSync(`${sourceDirectory}components/${name}/index.ts`));

const entries = {
  'average page': [
    `export * from '${sourceDirectory}theme/index.ts';`,
    `export * from '${sourceDirectory}i18n/index.ts';`,
    ...averagePageComponents.map((name) => `export * from '${sourceDirectory}components/${name}/index.ts';`),
  ].join('\n'),
  'whole package (src/index.ts)': `export * from '${sourceDirectory}index.ts';`,
};

type Sizes = { raw: number; gzip: number };

const measure = (text: string): Sizes => ({
  raw: Buffer.byteLength(text),
  gzip: gzipSync(text, { level: 9 }).byteLength,
});

type Bundle = { js: Sizes; css: Sizes; largestModules: string[] };

async function bundle(entrySource: string): Promise<Bundle> {
  const entryFile = join(await mkdtemp(join(tmpdir(), 'ui-measure-')), 'entry.ts');
  await writeFile(entryFile, entrySource);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: { entry: entryFile, formats: ['es'], fileName: 'ui' },
      rolldownOptions: {
        external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
        treeshake: {
          moduleSideEffects: (id) =>
            id.endsWith('.css.ts') || id.includes('.vanilla.css') || id.endsWith('.css'),
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const concatenate = (predicate: (fileName: string) => boolean) =>
    files
      .filter((file) => predicate(file.fileName))
      .map((file) => (file.type === 'chunk' ? file.code : String(file.source)))
      .join('\n');
  await rm(dirname(entryFile), { recursive: true });
  const largestModules = files
    .flatMap((file) => (file.type === 'chunk' ? Object.entries(file.modules) : []))
    .sort(([, left], [, right]) => right.renderedLength - left.renderedLength)
    .slice(0, 6)
    .map(
      ([id, module]) =>
        `${kilobytes(module.renderedLength)} ${id.replace(/^.*node_modules\//, '').replace(sourceDirectory, 'src/')}`,
    );
  return {
    largestModules,
    js: measure(concatenate((name) => name.endsWith('.js'))),
    css: measure(concatenate((name) => name.endsWith('.css'))),
  };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log(`average page = ${averagePageComponents.join(', ')} + theme + i18n\n`);
for (const [name, source] of Object.entries(entries)) {
  const { js, css, largestModules } = await bundle(source);
  console.log(
    `${name.padEnd(30)} JS ${kilobytes(js.raw)} raw / ${kilobytes(js.gzip)} gzip   CSS ${kilobytes(css.raw)} raw / ${kilobytes(css.gzip)} gzip   total gzip ${kilobytes(js.gzip + css.gzip)}`,
  );
  console.log(`  largest modules (minified raw): ${largestModules.join(' · ')}`);
}

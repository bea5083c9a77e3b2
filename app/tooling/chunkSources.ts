import type { Plugin } from 'vite';

/** Where the client build writes, per JavaScript chunk, how many minified bytes each source module contributed. */
export const chunkSourcesFile = '.vite/chunk-sources.json';

/**
 * `{ [chunk file]: { [source module]: minified bytes } }`, source paths relative to the repository (`(bundler)` for
 * what no module wrote): read by scripts/measureAppBundle.ts for its breakdown.
 */
export type ChunkSources = Record<string, Record<string, number>>;

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Value = new Map([...base64].map((character, index) => [character, index]));

/** The values of one source-map segment (base64 VLQ, as the source map format writes them). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = base64Value.get(character) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** A source map's path from the repository root (the maps say `../../node_modules/…`, `../src/…`). */
function sourceName(source: string): string {
  const fromRoot = source.replace(/^(\.\.\/)+/, '');
  return fromRoot.startsWith('src/') ? `app/${fromRoot}` : fromRoot;
}

/** The package a source path belongs to: `react-dom`, `@tanstack/query-core`, `@platform/ui`, or `app`. */
export function packageOf(source: string): string {
  const inNodeModules = source.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const [scope = '', name = ''] = source.slice(inNodeModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = /packages\/([^/]+)\//.exec(source);
  if (workspace !== null) return `@platform/${workspace[1]}`;
  if (source.includes('site-configs/')) return 'site-configs';
  return source.includes('/src/') || source.includes('app/') ? 'app' : '(bundler)';
}

/**
 * Minified bytes of a chunk per source module, from its source map: each generated segment runs until the next one
 * on its line, and counts for the source it maps to (a segment without a source counts as the bundler's).
 */
export function bytesPerSource(
  code: string,
  map: { sources: string[]; mappings: string },
): Record<string, number> {
  const totals: Record<string, number> = {};
  const add = (name: string, bytes: number) => {
    totals[name] = (totals[name] ?? 0) + bytes;
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const segments = lineMappings === '' ? [] : lineMappings.split(',');
    let column = 0;
    let start = 0;
    let owner = '(bundler)';
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(owner, Buffer.byteLength(line.slice(start, column)));
      start = column;
      if (sourceDelta === undefined) owner = '(bundler)';
      else {
        sourceIndex += sourceDelta;
        owner = sourceName(map.sources[sourceIndex] ?? '');
      }
    }
    add(owner, Buffer.byteLength(line.slice(start)) + 1);
  });
  return totals;
}

/**
 * Client build only: writes {@link chunkSourcesFile} from the chunks' source maps and keeps the maps themselves out
 * of the build (the app ships none). Needs `build.sourcemap: 'hidden'`.
 */
export function chunkSources(): Plugin {
  return {
    name: 'app-chunk-sources',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sources: ChunkSources = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.map === null) continue;
        sources[output.fileName] = bytesPerSource(output.code, output.map);
      }
      for (const fileName of Object.keys(bundle)) if (fileName.endsWith('.map')) delete bundle[fileName];
      this.emitFile({ type: 'asset', fileName: chunkSourcesFile, source: JSON.stringify(sources) });
    },
  };
}

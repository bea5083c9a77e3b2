import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the browser downloads before or while the first screen paints; images are SVG (text) too. */
const compressible = /\.(js|css|html|svg|json)$/;
/** Below about one packet compression saves nothing worth a second file. */
const smallestWorthCompressing = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).isFile());
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build's `folders` (relative to
 * `distDir`), which the server sends to a browser that accepts them (@fastify/static `preCompressed`, as a CDN
 * would compress). Uncompressed, the entry script alone was 445 KB on the wire (139 KB gzip): on a phone's
 * slow 4G that is seconds of download the hydration waits for.
 */
export function precompressFiles(distDir: string, folders: string[]): number {
  let written = 0;
  for (const file of folders.flatMap((folder) => filesUnder(join(distDir, folder)))) {
    if (!compressible.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < smallestWorthCompressing) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

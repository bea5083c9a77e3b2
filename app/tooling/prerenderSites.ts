import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precompressFiles } from './precompressFiles.ts';

/** The server-side bundle of src/ssr/prerenderSites.tsx; under node_modules so its imports resolve. */
const serverBundleDir = '../node_modules/.cache/app-prerender';
const serverEntry = 'src/ssr/prerenderSites.tsx';

/**
 * After the client build: bundles the app for Node with the same config (routes, composer, site configs, compiled
 * theme class names), runs it to write each site's shell and prerendered pages into the build, and deletes the
 * bundle. One build still serves every site; the server picks a site's file by host (app/README "First paint").
 */
export function prerenderSites(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-sites',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const bundleDir = resolve(config.root, serverBundleDir);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: serverEntry,
          outDir: bundleDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      try {
        const bundle = await import(pathToFileURL(join(bundleDir, 'prerenderSites.js')).href);
        const written: string[] = await bundle.prerenderSites(outDir);
        config.logger.info(`prerendered ${written.length} site pages (${outDir}/sites)`);
      } finally {
        rmSync(bundleDir, { recursive: true, force: true });
      }
      // After the pages, so they are compressed too.
      const compressed = precompressFiles(outDir, ['assets', 'sites']);
      config.logger.info(`compressed ${compressed} files (brotli and gzip beside each)`);
    },
  };
}

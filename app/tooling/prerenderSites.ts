import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precompressFiles } from './precompressFiles.ts';

const serverEntry = 'src/ssr/serverBundle.ts';

/**
 * After the client build: bundles the app for Node with the same config (routes, composer, site configs, compiled
 * theme class names) into the build's `render/` folder, runs it to write each site's shell and prerendered pages into
 * the build, and leaves it there: the API server renders a site's page per request with it (app/README "First
 * paint"). Self-contained (every package bundled in), so the build folder can be deployed anywhere. One build still
 * serves every site; the server picks a site's file by host.
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
      // Through tsx: Vite loads this config with workspace packages left to Node, which cannot run TypeScript.
      const { appRendererFile, appRendererFolder }: typeof import('@platform/site-config') = await tsImport(
        '@platform/site-config',
        import.meta.url,
      );
      const bundleDir = join(outDir, appRendererFolder);
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
          // One file: the server imports it again under a new address when a deployment replaces it, which must not
          // leave its lazy chunks importing the old copy (two React Routers, two React contexts).
          // `.mjs`: an ES module wherever the build is copied, without a package.json beside it; and no `.js` for the
          // service worker's precache list to take in.
          rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].mjs' } },
        },
        ssr: { noExternal: true },
        // React's production build, bundled in: left to the server's environment, React (and its renderer) would be
        // the development build wherever NODE_ENV is unset, which outlines a suspended boundary behind an inline
        // script the content security policy refuses, so the block would stay hidden.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      });
      const bundle = await import(pathToFileURL(join(outDir, appRendererFile)).href);
      const written: string[] = await bundle.prerenderSites(outDir);
      config.logger.info(`prerendered ${written.length} site pages (${outDir}/sites)`);
      // After the pages, so they are compressed too.
      const compressed = precompressFiles(outDir, ['assets', 'sites']);
      config.logger.info(`compressed ${compressed} files (brotli and gzip beside each)`);
    },
  };
}

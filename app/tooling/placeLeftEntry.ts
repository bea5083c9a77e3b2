import type { Plugin } from 'vite';

const entryName = 'paintPlaceLeft';
const entrySource = '/src/paintPlaceLeft.ts';

/**
 * src/paintPlaceLeft.ts as an entry of its own, linked first in index.html. Back from a game it paints the page the
 * member left (boot/placeLeftSnapshot.ts), so it must run before the app's script has downloaded and run: Vite
 * bundles every module script of index.html into one entry, which would make it wait for the whole app. Here it is
 * a separate input of the client build, and its built file is linked before the app's script (in development, its
 * source).
 */
export function placeLeftEntry(): Plugin {
  return {
    name: 'place-left-entry',
    config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return;
      return { build: { rollupOptions: { input: { index: 'index.html', [entryName]: `.${entrySource}` } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const built = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === entryName,
        );
        if (bundle !== undefined && built === undefined)
          throw new Error(`the build has no ${entryName} entry`);
        const src = built === undefined ? entrySource : `/${built.fileName}`;
        // Its imports (the route table it shares with the app) asked for with it, not once it has arrived and been
        // parsed: a round trip less before the page left can paint (issue 20: back from a game in 300 ms).
        const imports = (built?.type === 'chunk' ? built.imports : []).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head-prepend' as const,
        }));
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' },
          ...imports,
        ];
      },
    },
  };
}

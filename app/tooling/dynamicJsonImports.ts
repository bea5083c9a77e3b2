import type { Plugin } from 'vite';

const dynamicJsonImportAttributes =
  /(import\(\s*("[^"]+\.json(?:\?[^"]*)?"|'[^']+\.json(?:\?[^']*)?'))\s*,\s*\{\s*with\s*:\s*\{\s*type\s*:\s*["']json["']\s*\}\s*\}\s*\)/g;

/**
 * Vite's dev server turns JSON into a JavaScript module but keeps `{ with: { type: 'json' } }` on *dynamic* imports
 * (it strips it only from static ones), so Chromium refuses the module ("expected a JSON module script", vitejs/vite
 * #19095). The site configs are loaded that way, one site per page; this drops the attribute in development only.
 * Builds are unaffected: Rolldown resolves the import itself. Remove once Vite strips dynamic import attributes.
 */
export function dynamicJsonImports(): Plugin {
  return {
    name: 'app-dynamic-json-imports',
    apply: 'serve',
    enforce: 'post',
    transform(code) {
      if (!code.includes('.json')) return null;
      const rewritten = code.replace(dynamicJsonImportAttributes, '$1)');
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const siteConfigFile = /[\\/]site-configs[\\/]([^\\/]+\.json)$/;

/**
 * Validates and migrates each site config as the app bundles it, so the browser gets the resolved config and
 * never downloads the schema or the validator (TypeBox, ~20 KB of site-config code): `importBuiltSiteConfig`
 * trusts what this wrote. An invalid config fails the build (and the dev server's load of it) with every
 * problem listed by its JSON path, as `npm run validate-sites` prints them.
 */
export function validatedSiteConfigs(): Plugin {
  return {
    name: 'app-validated-site-configs',
    enforce: 'pre',
    async transform(code, id) {
      const file = siteConfigFile.exec(id.split('?')[0] ?? id)?.[1];
      if (file === undefined) return null;
      // Through tsx: Vite loads this config with workspace packages left to Node, which cannot run TypeScript.
      const { parseSiteConfig }: typeof import('@platform/site-config') = await tsImport(
        '@platform/site-config',
        import.meta.url,
      );
      const config = parseSiteConfig(path.basename(file), JSON.parse(code));
      return { code: JSON.stringify(config), map: null };
    },
  };
}

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { serviceWorkerPlugin } from '../src/pwa/serviceWorkerPlugin.ts';
import { dynamicJsonImports } from './dynamicJsonImports.ts';
import { validatedSiteConfigs } from './validatedSiteConfigs.ts';

/**
 * What turns the member app's sources into modules, the same for the build (vite.config.ts) and the tests
 * (vitest.config.ts): React's JSX, vanilla-extract styles, the site configs validated at build time and imported one
 * chunk per site, and the service worker (also in the server build, which resolves the registration module the app
 * imports; the plugin writes no service worker there).
 */
export function appSourcePlugins(): PluginOption[] {
  return [
    react(),
    vanillaExtractPlugin(),
    validatedSiteConfigs(),
    dynamicJsonImports(),
    serviceWorkerPlugin(),
  ];
}

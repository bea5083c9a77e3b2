import { defineCatalogArea } from '@platform/ui/i18n';
import type { AppStrings } from './appStrings.ts';

/**
 * The member app's page strings, one module per language in `languages/`: loaded with the first page that needs them,
 * not at boot (the frame and the home read shellCatalog.ts).
 */
export const appCatalog = defineCatalogArea<AppStrings>('app', {
  'zh-CN': () => import('./languages/zh-CN.ts'),
  'zh-HK': () => import('./languages/zh-HK.ts'),
  'en-US': () => import('./languages/en-US.ts'),
  'en-XA': () => import('./languages/en-XA.ts'),
});

import { defineCatalogArea } from '@platform/ui/i18n';
import type { AppStrings } from './appStrings.ts';

/** The member app's own strings (pages, layout, boot), one module per language in `languages/`. */
export const appCatalog = defineCatalogArea<AppStrings>('app', {
  'zh-CN': () => import('./languages/zh-CN.ts'),
  'zh-HK': () => import('./languages/zh-HK.ts'),
  'en-US': () => import('./languages/en-US.ts'),
  'en-XA': () => import('./languages/en-XA.ts'),
});

import { defineCatalogArea } from './catalogArea.ts';
import type { UiStrings } from './uiStrings.ts';

/** The design system's strings, one module per language in `languages/`. */
export const uiCatalog = defineCatalogArea<UiStrings>('ui', {
  'zh-CN': () => import('./languages/zh-CN.ts'),
  'zh-HK': () => import('./languages/zh-HK.ts'),
  'en-US': () => import('./languages/en-US.ts'),
  'en-XA': () => import('./languages/en-XA.ts'),
});

import { defineCatalogArea } from '@platform/ui/i18n';
import type { ShellStrings } from './shellStrings.ts';

/** The frame's and the home's strings (shellStrings.ts), one module per language in `shell/`. */
export const shellCatalog = defineCatalogArea<ShellStrings>('shell', {
  'zh-CN': () => import('./shell/zh-CN.ts'),
  'zh-HK': () => import('./shell/zh-HK.ts'),
  'en-US': () => import('./shell/en-US.ts'),
  'en-XA': () => import('./shell/en-XA.ts'),
});

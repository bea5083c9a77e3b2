import { defineCatalogArea } from './catalogArea.ts';
import type { PlaySessionStrings } from './playSessionStrings.ts';

/**
 * The session bar's and the reality check's strings, an area of their own: only the game page reads them, so the
 * app loads them with its pages, not with the home's first paint.
 */
export const playSessionCatalog = defineCatalogArea<PlaySessionStrings>('playSession', {
  'zh-CN': () => import('./playSession/zh-CN.ts'),
  'zh-HK': () => import('./playSession/zh-HK.ts'),
  'en-US': () => import('./playSession/en-US.ts'),
  'en-XA': () => import('./playSession/en-XA.ts'),
});

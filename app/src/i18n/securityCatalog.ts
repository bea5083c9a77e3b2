import { defineCatalogArea } from '@platform/ui/i18n';
import type { SecurityStrings } from './securityStrings.ts';

/** The security centre's strings (securityStrings.ts), one module per language in `security/`. */
export const securityCatalog = defineCatalogArea<SecurityStrings>('security', {
  'zh-CN': () => import('./security/zh-CN.ts'),
  'zh-HK': () => import('./security/zh-HK.ts'),
  'en-US': () => import('./security/en-US.ts'),
  'en-XA': () => import('./security/en-XA.ts'),
});

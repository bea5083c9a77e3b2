import { contentLocale } from '@platform/domain';
import { useLocale, useMessages } from '@platform/ui';
import { useEffect } from 'react';
import { useAppRuntime } from '../boot/AppRuntimeContext.tsx';
import { shellCatalog } from '../i18n/shellCatalog.ts';
import type { RouteHandle } from './routeHandle.ts';

/**
 * The browser tab's title of the current page, in the member's language: "存款 - 皇冠体育" (its nav-bar title, then
 * the site's name; a page named by its route, such as a game, by that name: "百家乐 - 皇冠体育"); the site's name alone
 * on pages titled by the site (the home) or without a title. Set after the
 * commit: the HTML (prerendered or index.html) already says the site's name, the title of the home.
 */
export function useDocumentTitle(handle: RouteHandle, pageName: string | undefined): void {
  const strings = useMessages(shellCatalog);
  const { config } = useAppRuntime();
  const siteName = config.displayName[contentLocale(useLocale())];
  const { title } = handle;
  const documentTitle =
    pageName !== undefined
      ? strings.documentTitle(pageName, siteName)
      : title === undefined || title === 'siteName'
        ? siteName
        : strings.documentTitle(strings.pageTitles[title], siteName);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}

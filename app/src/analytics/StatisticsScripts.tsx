import { statisticsScriptsForHost, statisticsScriptUrl } from '@platform/site-config';
import { useEffect } from 'react';
import { useSiteConfig } from '../boot/AppRuntimeContext.tsx';

const marker = 'data-statistics-script';

/**
 * Injects the site's statistics script(s) for this host (spec §7), once per page load: an element already in the
 * document is never added again, whatever re-renders or remounts happen. Renders nothing. The server's CSP lists
 * these origins; the scripts are external files, never inline.
 */
export function StatisticsScripts() {
  const config = useSiteConfig();
  useEffect(() => {
    for (const script of statisticsScriptsForHost(config, window.location.hostname)) {
      const url = statisticsScriptUrl(script);
      const alreadyInjected = [...document.querySelectorAll(`script[${marker}]`)].some(
        (element) => element.getAttribute(marker) === url,
      );
      if (alreadyInjected) continue;
      const element = document.createElement('script');
      element.src = url;
      element.async = true;
      element.setAttribute(marker, url);
      if ('platform_ck' in script) element.dataset.platformCk = script.platform_ck;
      document.head.append(element);
    }
  }, [config]);
  return null;
}

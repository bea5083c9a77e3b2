import type { NavigateFunction } from 'react-router-dom';

/** A config link: an in-app route through the router, an https URL in a new tab. */
export function openLink(href: string, navigate: NavigateFunction): void {
  if (href.startsWith('/')) {
    navigate(href);
    return;
  }
  window.open(href, '_blank', 'noopener');
}

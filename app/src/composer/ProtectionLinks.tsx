import { routePaths } from '@platform/domain';
import type { SiteConfig } from '@platform/site-config';
import { useMessages } from '@platform/ui';
import { Link } from 'react-router-dom';
import { shellCatalog } from '../i18n/shellCatalog.ts';

/**
 * Which protection pages the site offers. Read from the sections themselves, not through `securityCentreSettings`
 * (whose defaults this needs none of): the home's first JavaScript stays without that module's chunk.
 */
export function protectionPagesOf(site: SiteConfig) {
  return { saferPlay: site.saferPlay !== undefined, security: site.securityCentre?.enabled === true };
}

/**
 * The home footer's links to the safer-play page and the security centre, each only where the site offers it
 * (issue 23: members find their protection tools without signing in first; the pages ask for a sign-in).
 */
export function ProtectionLinks({ site }: { site: SiteConfig }) {
  const titles = useMessages(shellCatalog).pageTitles;
  const { saferPlay, security } = protectionPagesOf(site);
  return (
    <>
      {saferPlay ? <Link to={routePaths.saferPlay}>{titles.saferPlay}</Link> : null}
      {security ? <Link to={routePaths.securityCentre}>{titles.securityCentre}</Link> : null}
    </>
  );
}

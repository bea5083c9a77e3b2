import { DEFAULT_SITE_CODE } from '@platform/site-config';
import { useSearchParams } from 'react-router-dom';
import { useSignedInOperator } from '../layout/signedInOperator.ts';

/**
 * The site a per-site page works on: `?site=` (so the page can be linked and reloaded), else the default site when
 * the operator has it, else the operator's first site; and the way to choose another.
 */
export function useChosenSite(): [siteCode: string, choose: (siteCode: string) => void] {
  const operator = useSignedInOperator();
  const [search, setSearch] = useSearchParams();
  const firstSite =
    operator.sites.find((site) => site.siteCode === DEFAULT_SITE_CODE)?.siteCode ??
    operator.sites[0]?.siteCode;
  return [search.get('site') ?? firstSite ?? '', (site) => setSearch({ site })];
}

import type { ConfigIssue, SiteConfig } from '@platform/site-config';
import { validateSiteConfig, validateSiteConfigText } from '@platform/site-config';

export interface SiteConfigProblem {
  path: string;
  expected: string;
  found: string;
}

export type CheckedSiteConfig =
  | { ok: true; config: SiteConfig; problems: [] }
  | { ok: false; problems: SiteConfigProblem[] };

/** A validator issue as a problem of the site's config: the file it names is the site's own. */
export const problemOf = ({ path, expected, found }: ConfigIssue): SiteConfigProblem => ({
  path,
  expected,
  found,
});

/** The config must stay the site's: a draft of hgty that says `"code": "blty"` would publish another site's pages. */
function forSite(siteCode: string, checked: ReturnType<typeof validateSiteConfig>): CheckedSiteConfig {
  if (!checked.ok) return { ok: false, problems: checked.issues.map(problemOf) };
  if (checked.config.code !== siteCode)
    return {
      ok: false,
      problems: [
        { path: '$.code', expected: JSON.stringify(siteCode), found: JSON.stringify(checked.config.code) },
      ],
    };
  return { ok: true, config: checked.config, problems: [] };
}

/**
 * A site's config checked exactly as `npm run validate-sites` checks a file (@platform/site-config: migrations, the
 * schema, then the semantic rules), every problem with its JSON path, plus that it is this site's.
 */
export function checkSiteConfig(siteCode: string, raw: unknown): CheckedSiteConfig {
  return forSite(siteCode, validateSiteConfig(`${siteCode}.json`, raw));
}

/** The same for a file's text: text that is not JSON is one problem at `$` and no config (`raw` undefined). */
export function checkSiteConfigText(siteCode: string, text: string): CheckedSiteConfig & { raw: unknown } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...forSite(siteCode, validateSiteConfigText(`${siteCode}.json`, text)), raw: undefined };
  }
  return { ...checkSiteConfig(siteCode, raw), raw };
}

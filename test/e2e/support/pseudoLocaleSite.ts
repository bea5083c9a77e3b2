import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

/** The site the pseudo-locale sweep runs on: its operator content is English, what an en-XA site reads. */
export const pseudoLocaleSite = 'betwin';

const siteConfigFile = new URL(`../../../site-configs/${pseudoLocaleSite}.json`, import.meta.url);

/**
 * Serves the browser `pseudoLocaleSite`'s own config with `defaultLanguage: "en-XA"`, which is how a site previews
 * a language (the app's locale is the config's `defaultLanguage`, README "One locale source"): the same JSON an
 * operator would save, delivered where the build puts the site's config module (`assets/<code>-<hash>.js`), so
 * the suite's one server and one build serve it and no app code knows it is a test. The API follows the language
 * the app sends in its `lang` header; the seeded operator content stays the site's English (contentLocale).
 */
const siteConfig = JSON.parse(readFileSync(siteConfigFile, 'utf8'));

export async function servePseudoLocaleSite(context: BrowserContext): Promise<void> {
  const config = { ...siteConfig, defaultLanguage: 'en-XA' };
  await context.route(
    (url) => new RegExp(`/assets/${pseudoLocaleSite}-[\\w-]+\\.js$`).test(url.pathname),
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default ${JSON.stringify(config)};`,
      }),
  );
}

/** Every string of a JSON value (an API answer, a site config). */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The operator's texts in the site's config (its name, legal footer, banner and currency image texts). */
export const pseudoLocaleSiteContent: readonly string[] = stringsOf(siteConfig);

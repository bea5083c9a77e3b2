import { loadSiteConfig, type SiteCode, type SiteConfig } from '@platform/site-config';

/**
 * Loads only this site's config (its common and home modules, dynamically). A failure is logged (spec §8:
 * "config load failure logs a message") and passed on, so boot can show the translated error with a retry.
 */
export async function loadSite(code: SiteCode): Promise<SiteConfig> {
  try {
    return await loadSiteConfig(code);
  } catch (error) {
    console.error(`Site config "${code}" failed to load`, error);
    throw error;
  }
}

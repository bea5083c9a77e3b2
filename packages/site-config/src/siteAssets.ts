/**
 * Where a site's files (logo, banners, currency icon) are served: `site-configs/assets/<code>/…` is reachable at
 * `/site-assets/<code>/…`. The validator checks that every such URL in a config names a file; the server serves
 * the folder under this prefix; seeded content points into it.
 */
export const SITE_ASSET_URL_PREFIX = '/site-assets/';

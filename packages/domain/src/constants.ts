// Business constants and limits of spec §9 (and the two site lists of spec §1 and §7).

export const REQUEST_TIMEOUT_MS = 10_000;
/** Value of the `d` request header: identifies the H5 client to the platform. */
export const DEVICE_TYPE_HEADER_VALUE = '25';
export const DEVICE_ID_PREFIX = 'h5';
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const MEMBER_INFO_REFRESH_THROTTLE_MS = 30_000;
export const BALANCE_REFRESH_THROTTLE_MS = 30_000;
export const TASK_GROUP_THROTTLE_MS = 100;
export const RECOMMENDED_MATCH_PAGE_SIZE = 3;
export const RECOMMENDED_MATCH_PLACEMENTS = [1, 2] as const;
export type RecommendedMatchPlacement = (typeof RECOMMENDED_MATCH_PLACEMENTS)[number];
export const PRE_INFO_STALE_MS = 60_000;
/** Generic fetching defaults: 5 min cache, 5 s before a focus refetch, retry backoff cap. */
export const QUERY_CACHE_MS = 300_000;
export const QUERY_STALE_MS = 5_000;
export const RETRY_BACKOFF_CAP_MS = 30_000;
export const TIMESTAMP_STALE_AFTER_MS = 7_200_000;
/** Only these sites send the `site_code` header; the others are resolved from the Host header. */
export const SITES_SENDING_SITE_CODE_HEADER = ['hgty', 'hgtyc'] as const;
export const SITE_CODES = ['hgty', 'hgtyc', 'blty', 'by', 'betwin'] as const;
export type SiteCode = (typeof SITE_CODES)[number];
/** Spec §6: recommended matches are shown only on these sites. */
export const RECOMMENDED_MATCH_SITE_CODES = ['hgty', 'hgtyc'] as const;

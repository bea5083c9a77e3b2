// Business constants and limits of spec §9. Which sites exist, and what each does, is in site-configs/.

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

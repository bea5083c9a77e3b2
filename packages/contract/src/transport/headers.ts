/** Request and response header names of the transport (spec §7), in the lower case HTTP/2 requires. */
export const requestHeaders = {
  device: 'd',
  language: 'lang',
  deviceNumber: 'device_no',
  sessionToken: 't',
  siteCode: 'site_code',
  idempotencyKey: 'idempotency-key',
} as const;

export const responseHeaders = {
  sessionToken: 'id',
  visitorId: 'vid',
} as const;

/** Idempotency-Key format for money-moving POSTs. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

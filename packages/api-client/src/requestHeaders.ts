import { requestHeaders } from '@platform/contract';
import { DEVICE_TYPE_HEADER_VALUE, type Locale, SITES_SENDING_SITE_CODE_HEADER } from '@platform/domain';

export interface RequestHeaderInputs {
  readonly siteCode: string;
  readonly locale: Locale;
  readonly deviceId: string;
  /** The session token; `null` for a visitor. */
  readonly token: string | null;
}

/** Whether this site identifies itself by header; every other site is resolved by the server from the Host. */
export function sendsSiteCodeHeader(siteCode: string): boolean {
  return (SITES_SENDING_SITE_CODE_HEADER as readonly string[]).includes(siteCode);
}

/** The headers every request carries (spec §7). `t` and `site_code` are left out, not sent empty, when absent. */
export function buildRequestHeaders(inputs: RequestHeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {
    [requestHeaders.device]: DEVICE_TYPE_HEADER_VALUE,
    [requestHeaders.language]: inputs.locale,
    [requestHeaders.deviceNumber]: inputs.deviceId,
  };
  if (inputs.token !== null) headers[requestHeaders.sessionToken] = inputs.token;
  if (sendsSiteCodeHeader(inputs.siteCode)) headers[requestHeaders.siteCode] = inputs.siteCode;
  return headers;
}

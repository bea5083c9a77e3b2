import { requestHeaders } from '@platform/contract';
import { DEVICE_TYPE_HEADER_VALUE, type Locale } from '@platform/domain';

export interface RequestHeaderInputs {
  readonly siteCode: string;
  /** The site config's `features.siteCodeHeader`: otherwise the server resolves the site from the Host. */
  readonly sendSiteCodeHeader: boolean;
  readonly locale: Locale;
  readonly deviceId: string;
  /** The session token; `null` for a visitor. */
  readonly token: string | null;
}

/** The headers every request carries (spec §7). `t` and `site_code` are left out, not sent empty, when absent. */
export function buildRequestHeaders(inputs: RequestHeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {
    [requestHeaders.device]: DEVICE_TYPE_HEADER_VALUE,
    [requestHeaders.language]: inputs.locale,
    [requestHeaders.deviceNumber]: inputs.deviceId,
  };
  if (inputs.token !== null) headers[requestHeaders.sessionToken] = inputs.token;
  if (inputs.sendSiteCodeHeader) headers[requestHeaders.siteCode] = inputs.siteCode;
  return headers;
}

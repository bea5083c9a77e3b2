import { requestHeaders } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import type { Site, SiteDirectory } from '../sites/siteDirectory.ts';
import { headerText } from './requestHeaderText.ts';

/**
 * The site a request is for, or `null` when its `site_code` header names no site. The code must match exactly
 * (`HGTYC` is not `hgtyc`): serving an unknown code as the default site would answer with another site's data.
 * Without the header, the Host header decides, else the default site.
 */
export function siteOfRequest(sites: SiteDirectory, request: FastifyRequest): Site | null {
  const code = headerText(request.headers[requestHeaders.siteCode]);
  if (code !== undefined && code !== '') return sites.byCode(code) ?? null;
  return sites.resolve(undefined, headerText(request.headers.host));
}

/** As `siteOfRequest`, refusing an unknown `site_code` with SITE_UNKNOWN. */
export function requireSiteOfRequest(sites: SiteDirectory, request: FastifyRequest): Site {
  const site = siteOfRequest(sites, request);
  if (!site) throw new ApiError('SITE_UNKNOWN', { field: requestHeaders.siteCode });
  return site;
}

import type { ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

/** The captcha SVG as an image URL; a data URL needs no revoking. */
export const captchaImageUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * One captcha image per `round`: the server binds the answer to the latest image of this device, so an image is
 * never refetched in the background (that would silently invalidate what the member is typing).
 */
export const captchaQuery = (client: ApiClient, round: number) =>
  queryOptions({
    queryKey: queryKeys.captcha(round),
    queryFn: async () => captchaImageUrl(await client.api.captcha()),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

import type { ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

/** The captcha PNG as an image URL; a data URL needs no revoking. */
export async function captchaImageUrl(image: Blob): Promise<string> {
  let binary = '';
  for (const byte of new Uint8Array(await image.arrayBuffer())) binary += String.fromCharCode(byte);
  return `data:${image.type || 'image/png'};base64,${btoa(binary)}`;
}

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

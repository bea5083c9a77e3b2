import type { ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

/** The site's phone area codes, in the site's order, shaped for the PhoneField. */
export const phoneAreasQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.phoneAreas,
    queryFn: ({ signal }) => client.api.phoneAreas({ signal }),
    select: (areas) =>
      [...areas]
        .sort((first, second) => first.sort - second.sort)
        // The field's code has no plus sign (it draws its own); the server writes "+86".
        .map((area) => ({ code: area.areaCode.replace(/^\+/, ''), name: area.name })),
    retry: false,
  });

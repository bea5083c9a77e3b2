import type { ApiClient } from '@platform/api-client';
import { QueryContent } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiClient } from '../boot/AppRuntimeContext.tsx';
import { memberInfoQuery } from '../data/member.ts';

export type MemberInfo = Awaited<ReturnType<ApiClient['refresh']['memberInfo']>>;

/**
 * The part of a member's page drawn from their info (names, bindings): the skeleton while it loads, the error with
 * a retry, then `children` with the info. Render it inside `MemberPage` so a visitor never asks for it.
 */
export function MemberInfoContent({ children }: { children: (info: MemberInfo) => ReactNode }) {
  const member = useQuery(memberInfoQuery(useApiClient()));
  return <QueryContent query={member}>{children}</QueryContent>;
}

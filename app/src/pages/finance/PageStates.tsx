import { Skeleton } from '@platform/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BlockError } from '../../composer/BlockStatus.tsx';

/**
 * A page section that waits for its query: the skeleton while it loads, the error with a retry when it failed,
 * and `children` with the data once it is there.
 */
export function QueryContent<Data>({
  query,
  rows = 4,
  children,
}: {
  query: UseQueryResult<Data>;
  rows?: number;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <BlockError onRetry={() => void query.refetch()} />;
  return <Skeleton rows={rows} />;
}

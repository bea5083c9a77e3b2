import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { PageError } from './PageStates.tsx';

/** The part of a data query (TanStack Query's result, or any loader alike) that `QueryContent` reads. */
export type LoadingQuery<Data> = {
  data: Data | undefined;
  isError: boolean;
  refetch: () => unknown;
};

export type QueryContentProps<Data> = {
  query: LoadingQuery<Data>;
  /** Skeleton rows while it loads. */
  rows?: number;
  /** The content, once the data is there. */
  children: (data: Data) => ReactNode;
};

/**
 * A page section that waits for its query: the skeleton while it loads, the error with a retry when it failed,
 * and `children` with the data once it is there (data already shown stays when a refetch fails).
 */
export function QueryContent<Data>({ query, rows = 4, children }: QueryContentProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <PageError onRetry={() => void query.refetch()} />;
  return <Skeleton rows={rows} />;
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { Loadable } from './loadable.ts';

/**
 * One block's state from the queries it reads: ready once all have data (a failed background refresh keeps the
 * data on screen), failed when one failed without data, loading otherwise. The retry refetches the failed ones.
 */
export function queriesLoadable<Results extends readonly UseQueryResult<unknown>[], Value>(
  queries: Results,
  build: (data: { [Index in keyof Results]: NonNullable<Results[Index]['data']> }) => Value,
): Loadable<Value> {
  if (queries.every((query) => query.data !== undefined)) {
    return {
      status: 'ready',
      value: build(
        queries.map((query) => query.data) as {
          [Index in keyof Results]: NonNullable<Results[Index]['data']>;
        },
      ),
    };
  }
  if (queries.some((query) => query.isError)) {
    return {
      status: 'error',
      retry: () => {
        for (const query of queries) if (query.isError) void query.refetch();
      },
    };
  }
  return { status: 'loading' };
}

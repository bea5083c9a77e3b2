import { ApiError } from '@platform/api-client/console';
import { PageError, PageLoading } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useConsoleRuntime } from '../boot/consoleRuntime.tsx';
import { SIGN_IN_PATH } from '../data/consolePaths.ts';
import { consoleQueries } from '../data/consoleQueries.ts';
import { SignedInOperatorContext } from './signedInOperator.ts';

/** Refusals that mean "sign in (again)": no session, or one whose two-step check was never finished. */
const needsSignIn = new Set(['CONSOLE_SESSION_INVALID', 'CONSOLE_TWO_STEP_PENDING']);

/**
 * Every console page but the sign-in sits behind this: it asks the server who is signed in (the cookie is HttpOnly,
 * so only the server knows) and sends a browser without a working session to the sign-in page.
 */
export function OperatorGate({ children }: { children: ReactNode }) {
  const { call } = useConsoleRuntime();
  const session = useQuery(consoleQueries.session(call));
  if (session.data !== undefined)
    return (
      <SignedInOperatorContext.Provider value={session.data}>{children}</SignedInOperatorContext.Provider>
    );
  if (session.error instanceof ApiError && needsSignIn.has(session.error.code))
    return <Navigate to={SIGN_IN_PATH} replace />;
  if (session.isError) return <PageError onRetry={() => void session.refetch()} />;
  return <PageLoading rows={3} />;
}

import { signInPathReturningTo } from '@platform/domain';
import { MemberOnly as MemberOnlyGate } from '@platform/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignedIn } from '../boot/AppRuntimeContext.tsx';

/**
 * A member's own page or part: a visitor is offered sign-in instead of a page of refused calls (a request without a
 * token would be answered "token" and redirect). `message` says what signing in shows, when a page has better words
 * than the page kit's "sign in to see this page". The page kit draws it; this reads the session and knows the way:
 * signing in returns to this page.
 */
export function MemberOnly({ children, message }: { children: ReactNode; message?: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <MemberOnlyGate
      signedIn={useSignedIn()}
      message={message}
      onSignIn={() => navigate(signInPathReturningTo(`${pathname}${search}`))}
    >
      {children}
    </MemberOnlyGate>
  );
}

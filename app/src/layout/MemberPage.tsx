import { PageColumn } from '@platform/ui';
import type { ReactNode } from 'react';
import { MemberOnly } from './MemberOnly.tsx';

/** A member's own page: the page column, holding the page for a member and the sign-in invitation for a visitor. */
export function MemberPage({ children, message }: { children: ReactNode; message?: string }) {
  return (
    <PageColumn>
      <MemberOnly message={message}>{children}</MemberOnly>
    </PageColumn>
  );
}

import { PageColumn } from '@platform/ui';
import type { ReactNode } from 'react';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { WithdrawPasswordGate } from '../../pageParts/WithdrawPasswordGate.tsx';

/** The frame of the three add pages: members only, and blocked until a withdrawal password is set (spec §4). */
export function AddAccountPage({ children }: { children: ReactNode }) {
  return (
    <PageColumn>
      <MemberOnly>
        <WithdrawPasswordGate action="addWithdrawalAccount">{children}</WithdrawPasswordGate>
      </MemberOnly>
    </PageColumn>
  );
}

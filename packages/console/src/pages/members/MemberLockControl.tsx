import { Button, TextField } from '@platform/ui';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { useMemberAction } from './useMemberAction.ts';

/**
 * Lock (with a reason for the audit log: every session of the member ends at once) or unlock, whichever the member's
 * state allows; and forgetting failed sign-ins, which lifts the lockout they caused but not an operator's lock.
 */
export function MemberLockControl({
  memberId,
  locked,
  announce,
}: {
  memberId: string;
  locked: boolean;
  announce: Announce;
}) {
  const text = useConsoleText().memberActions;
  const { call } = useConsoleRuntime();
  const [reason, setReason] = useState('');
  const lock = useMemberAction({
    memberId,
    announce,
    run: (lockReason: string) => call('consoleLockMember', { body: { memberId, reason: lockReason } }),
    outcome: (reply) => text.lockedOutcome(reply.sessionsRevoked),
  });
  const unlock = useMemberAction({
    memberId,
    announce,
    run: () => call('consoleUnlockMember', { body: { memberId } }),
    outcome: () => text.unlockedOutcome,
  });
  const resetLockout = useMemberAction({
    memberId,
    announce,
    run: () => call('consoleResetMemberSignInLockout', { body: { memberId } }),
    outcome: () => text.lockoutResetOutcome,
  });
  return (
    <>
      {locked ? (
        <div className={styles.toolbar}>
          <Button tone="secondary" loading={unlock.isPending} onClick={() => unlock.mutate(undefined)}>
            {text.unlock}
          </Button>
        </div>
      ) : (
        <form
          className={styles.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() !== '') lock.mutate(reason.trim(), { onSuccess: () => setReason('') });
          }}
        >
          <TextField
            label={text.lockReason}
            value={reason}
            onValueChange={setReason}
            required
            maxLength={500}
          />
          <Button type="submit" tone="danger" loading={lock.isPending} disabled={reason.trim() === ''}>
            {text.lock}
          </Button>
        </form>
      )}
      <div className={styles.toolbar}>
        <Button
          tone="secondary"
          loading={resetLockout.isPending}
          onClick={() => resetLockout.mutate(undefined)}
        >
          {text.resetLockout}
        </Button>
      </div>
    </>
  );
}

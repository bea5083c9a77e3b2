import { routePaths } from '@platform/domain';
import type { WithdrawalAction } from '@platform/machines';
import { PageError, Skeleton, WithdrawPasswordPrompt } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../boot/AppRuntimeContext.tsx';
import { createWithdrawPasswordGateFlow } from '../flows/withdrawPasswordGateFlow.ts';
import { returnStateFrom } from './returnTo.ts';

/**
 * Spec §4/§6: withdrawing and adding a withdrawal account wait for a withdrawal password. The gate machine asks
 * the server; while none is set the page shows the §8 message and the way to /setting/wpassword instead of its
 * form, and `children` render once the machine lets the action through. Setting the password leads back here.
 */
export function WithdrawPasswordGate({
  action,
  children,
}: {
  action: WithdrawalAction;
  children: ReactNode;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [allowed, setAllowed] = useState(false);
  const gate = useActorRef(
    createWithdrawPasswordGateFlow({
      client,
      queryClient,
      proceed: () => setAllowed(true),
      // The password is set on its own page (/setting/wpassword), which announces it; nothing to say here.
      announcePasswordSet: () => {},
    }),
  );
  const settled = useSelector(gate, (snapshot) => snapshot.matches('open') || snapshot.matches('toSet'));
  const blocked = useSelector(gate, (snapshot) => snapshot.hasTag('blocked'));
  const failed = useSelector(gate, (snapshot) => snapshot.hasTag('failed'));
  useEffect(() => {
    if (settled) gate.send({ type: 'REQUEST', action });
  }, [settled, gate, action]);
  if (allowed) return children;
  if (blocked) {
    return (
      <WithdrawPasswordPrompt
        onSetPassword={() =>
          navigate(routePaths.settingWithdrawPassword, { state: returnStateFrom(location) })
        }
        onDismiss={() => navigate(-1)}
      />
    );
  }
  if (failed) return <PageError onRetry={() => gate.send({ type: 'RETRY' })} />;
  return <Skeleton rows={4} />;
}

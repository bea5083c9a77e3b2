import { routePaths } from '@platform/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useAppRuntime } from '../boot/AppRuntimeContext.tsx';

/**
 * Signs out: the server ends the session, then the session machine's LOGOUT clears everything spec §4 lists. The
 * local part runs even when the server cannot be reached, so a member can always sign out of this device.
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const client = useApiClient();
  const { session } = useAppRuntime();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = () => {
    setPending(true);
    const signedOutThere = client.api
      .signOut({ body: {} })
      .catch((error: unknown) => console.error('Signing out on the server failed; signed out here', error));
    // The home must not open with the ended session's token: the machine clears it before the navigation.
    void Promise.all([signedOutThere, session.ready()]).finally(() => {
      session.send({ type: 'LOGOUT' });
      navigate(routePaths.home, { replace: true });
    });
  };
  return { signOut, pending };
}

import type { appUpdateMachine } from '@platform/machines';
import { OfflineBanner, UpdatePrompt, type UpdatePromptState } from '@platform/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { createAppUpdateFlow } from '../flows/appUpdateFlow.ts';
import { registerServiceWorker, type ServiceWorkerRegistration } from './serviceWorkerRegistration.ts';

function promptState(snapshot: SnapshotFrom<typeof appUpdateMachine>): UpdatePromptState {
  if (snapshot.hasTag('updateAvailable') || snapshot.hasTag('busy')) return 'needRefresh';
  if (snapshot.hasTag('offlineReadyNotice')) return 'offlineReady';
  return 'idle';
}

/**
 * The service worker's member-facing side, mounted once in the root layout: registers the worker (built app only;
 * the dev server has none), shows "ready to work offline", the update prompt when a new build waits, reloads once
 * the update activates, and the offline banner while the connection is gone.
 */
export function ServiceWorkerNotices() {
  // A ref, not state: the machine is created once and reads the registration when the member accepts.
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const appUpdate = useActorRef(
    createAppUpdateFlow({
      activateWaitingWorker: async () => registration.current?.activateWaitingWorker(),
      reloadPage: () => window.location.reload(),
    }),
  );
  useEffect(() => {
    // Once per page load, even when React runs effects twice in development.
    if (registration.current !== null || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    registration.current = registerServiceWorker((event) => appUpdate.send(event));
  }, [appUpdate]);
  const state = useSelector(appUpdate, promptState);
  const reloading = useSelector(appUpdate, (snapshot) => snapshot.hasTag('busy'));
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt
        state={state}
        reloading={reloading}
        onReload={() => appUpdate.send({ type: 'UPDATE.ACCEPT' })}
        onDismiss={() => appUpdate.send({ type: 'DISMISS' })}
      />
    </>
  );
}

import { Suspense } from 'react';
import { useSignedIn } from '../boot/AppRuntimeContext.tsx';
import LiveUpdates from '../live/LiveUpdates.tsx';
import { ServiceWorkerNotices } from '../pwa/ServiceWorkerNotices.tsx';
import { PageStrings } from './PageStrings.tsx';

/**
 * What the shell mounts once the browser is idle after the first paint, as one lazy module (the boot names one chunk
 * for them, not one each): the service worker's notices (offline ready, update, offline banner), which have nothing
 * to show at first paint (the worker registers then), and a signed-in member's live event stream. Signing out
 * unmounts the stream, which closes it.
 */
export default function IdleServices() {
  return (
    <>
      <ServiceWorkerNotices />
      {useSignedIn() ? (
        // Its own boundary: waiting for the toasts' strings must not hide the notices.
        <Suspense fallback={null}>
          <PageStrings>
            <LiveUpdates />
          </PageStrings>
        </Suspense>
      ) : null}
    </>
  );
}

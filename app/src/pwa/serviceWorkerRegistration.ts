/// <reference types="vite-plugin-pwa/client" />

import { registerSW } from 'virtual:pwa-register';
import type { AppUpdateEvent } from '@platform/machines';

export type ServiceWorkerRegistration = {
  /** Posts skip-waiting to the waiting worker; resolves once the message is sent. */
  activateWaitingWorker: () => Promise<void>;
};

/**
 * Registers the service worker at the site root (vite-plugin-pwa's generated `/sw.js`, prompt mode) and reports
 * its moments to the app-update machine: installed for the first time → offline ready; a new build installed and
 * waiting → need refresh; the new worker took control after an update → update activated (the page reloads).
 */
export function registerServiceWorker(report: (event: AppUpdateEvent) => void): ServiceWorkerRegistration {
  const updateServiceWorker = registerSW({
    immediate: true,
    onOfflineReady: () => report({ type: 'SW.OFFLINE_READY' }),
    onNeedRefresh: () => report({ type: 'SW.NEED_REFRESH' }),
    onNeedReload: () => report({ type: 'SW.UPDATE_ACTIVATED' }),
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
  return { activateWaitingWorker: () => updateServiceWorker() };
}

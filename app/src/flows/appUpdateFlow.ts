import { appUpdateMachine } from '@platform/machines';
import { fromPromise } from 'xstate';

export type AppUpdateFlowDependencies = {
  /** Tells the waiting service worker to take over (skip waiting). */
  activateWaitingWorker: () => Promise<void>;
  reloadPage: () => void;
};

/** The service worker's offline-ready notice and update prompt (spec §1, §4), wired to the page's registration. */
export function createAppUpdateFlow({ activateWaitingWorker, reloadPage }: AppUpdateFlowDependencies) {
  return appUpdateMachine.provide({
    actors: { activateWaitingWorker: fromPromise(() => activateWaitingWorker()) },
    actions: { reloadPage: () => reloadPage() },
  });
}

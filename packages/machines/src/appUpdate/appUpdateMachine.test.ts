import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { flushPromises, useMachineClock } from '../../test/machineClock.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { appUpdateMachine, OFFLINE_READY_NOTICE_MS } from './appUpdateMachine.ts';

function startAppUpdate() {
  const recorded = withTestEffects(appUpdateMachine);
  return { actor: createActor(recorded.machine).start(), controller: recorded.controller, recorded };
}

describe('app update machine', () => {
  it('shows the offline-ready notice for a few seconds, then takes it away by itself', () => {
    useMachineClock();
    try {
      const { actor } = startAppUpdate();
      actor.send({ type: 'SW.OFFLINE_READY' });
      vi.advanceTimersByTime(OFFLINE_READY_NOTICE_MS - 1);
      expect(actor.getSnapshot().hasTag('offlineReadyNotice')).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the offline-ready notice until dismissed', () => {
    const { actor } = startAppUpdate();
    actor.send({ type: 'SW.OFFLINE_READY' });
    expect(actor.getSnapshot().hasTag('offlineReadyNotice')).toBe(true);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('offers a waiting update and reloads only after the member accepts and the new worker activates', async () => {
    const { actor, controller, recorded } = startAppUpdate();
    actor.send({ type: 'SW.NEED_REFRESH' });
    expect(actor.getSnapshot().hasTag('updateAvailable')).toBe(true);
    expect(controller.isRunning('activateWaitingWorker')).toBe(false);

    actor.send({ type: 'UPDATE.ACCEPT' });
    expect(controller.isRunning('activateWaitingWorker')).toBe(true);
    controller.resolve('activateWaitingWorker', undefined);
    await flushPromises();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(recorded.log).toEqual([]);

    actor.send({ type: 'SW.UPDATE_ACTIVATED' });
    expect(recorded.names()).toEqual(['reloadPage']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('an update waiting replaces the offline-ready notice', () => {
    const { actor } = startAppUpdate();
    actor.send({ type: 'SW.OFFLINE_READY' });
    actor.send({ type: 'SW.NEED_REFRESH' });
    expect(actor.getSnapshot().value).toBe('needRefresh');
  });

  it('a dismissed update is not applied', () => {
    const { actor, controller } = startAppUpdate();
    actor.send({ type: 'SW.NEED_REFRESH' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(controller.isRunning('activateWaitingWorker')).toBe(false);
  });

  it('offers the update again when the waiting worker could not be activated', async () => {
    const { actor, controller } = startAppUpdate();
    actor.send({ type: 'SW.NEED_REFRESH' });
    actor.send({ type: 'UPDATE.ACCEPT' });
    controller.reject('activateWaitingWorker', new Error('no waiting worker'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('needRefresh');
    expect(actor.getSnapshot().context.activationFailed).toBe(true);
  });

  it('reloads when another tab activated the update', () => {
    const { actor, recorded } = startAppUpdate();
    actor.send({ type: 'SW.UPDATE_ACTIVATED' });
    expect(recorded.names()).toEqual(['reloadPage']);
  });
});

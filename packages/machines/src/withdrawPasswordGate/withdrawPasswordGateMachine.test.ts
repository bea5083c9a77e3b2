import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flushPromises } from '../../test/machineClock.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import {
  type WithdrawPasswordConfig,
  withdrawalActions,
  withdrawPasswordGateMachine,
} from './withdrawPasswordGateMachine.ts';

function startGate() {
  const recorded = withTestEffects(withdrawPasswordGateMachine);
  const actor = createActor(recorded.machine).start();
  return { actor, controller: recorded.controller, recorded };
}

async function gateWith(config: WithdrawPasswordConfig) {
  const gate = startGate();
  gate.controller.resolve('loadWithdrawPasswordConfig', config);
  await flushPromises();
  return gate;
}

async function setPassword(
  gate: Awaited<ReturnType<typeof gateWith>>,
  password: string,
  confirmation = password,
) {
  gate.actor.send({ type: 'FIELD.CHANGE', field: 'password', value: password });
  gate.actor.send({ type: 'FIELD.CHANGE', field: 'confirmation', value: confirmation });
  gate.actor.send({ type: 'SUBMIT' });
}

describe('withdraw-password gate machine', () => {
  it('derives enable / isUsed / isToSet from d and p', async () => {
    expect((await gateWith({ d: true, p: false })).actor.getSnapshot().context.flags).toEqual({
      enable: true,
      isUsed: false,
      isToSet: true,
    });
    expect((await gateWith({ d: true, p: true })).actor.getSnapshot().context.flags).toEqual({
      enable: true,
      isUsed: true,
      isToSet: false,
    });
  });

  it.each(withdrawalActions)(
    'blocks nothing when the feature is disabled (d false): %s proceeds',
    async (action) => {
      const gate = await gateWith({ d: false, p: false });
      gate.actor.send({ type: 'REQUEST', action });
      expect(gate.recorded.log).toEqual([{ name: 'proceed', params: { action } }]);
      expect(gate.actor.getSnapshot().hasTag('blocked')).toBe(false);
    },
  );

  it.each(withdrawalActions)('lets %s through once a password is set (d and p true)', async (action) => {
    const gate = await gateWith({ d: true, p: true });
    gate.actor.send({ type: 'REQUEST', action });
    expect(gate.recorded.log).toEqual([{ name: 'proceed', params: { action } }]);
  });

  it.each(withdrawalActions)('blocks %s while the password is still to be set', async (action) => {
    const gate = await gateWith({ d: true, p: false });
    gate.actor.send({ type: 'REQUEST', action });
    expect(gate.actor.getSnapshot().hasTag('blocked')).toBe(true);
    expect(gate.actor.getSnapshot().context.pendingAction).toBe(action);
    expect(gate.recorded.log).toEqual([]);
    gate.actor.send({ type: 'DISMISS' });
    expect(gate.actor.getSnapshot().hasTag('blocked')).toBe(false);
    expect(gate.actor.getSnapshot().context.pendingAction).toBeNull();
  });

  it('asks for a password and a matching confirmation before submitting', async () => {
    const gate = await gateWith({ d: true, p: false });
    gate.actor.send({ type: 'SETUP.START' });
    gate.actor.send({ type: 'SUBMIT' });
    expect(gate.actor.getSnapshot().context.fieldErrors).toEqual({ password: 'PASSWORD_REQUIRED' });
    await setPassword(gate, '123456', '123465');
    expect(gate.actor.getSnapshot().context.fieldErrors).toEqual({
      confirmation: 'PASSWORD_CONFIRMATION_MISMATCH',
    });
    expect(gate.controller.isRunning('setWithdrawPassword')).toBe(false);
  });

  it('sets the password, opens the gate and continues the request that was blocked', async () => {
    const gate = await gateWith({ d: true, p: false });
    gate.actor.send({ type: 'REQUEST', action: 'withdraw' });
    gate.actor.send({ type: 'SETUP.START' });
    await setPassword(gate, '123456');
    expect(gate.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(gate.controller.inputOf('setWithdrawPassword')).toEqual({ password: '123456' });

    gate.controller.resolve('setWithdrawPassword', { status: true });
    await flushPromises();
    const { context } = gate.actor.getSnapshot();
    expect(gate.actor.getSnapshot().value).toBe('open');
    expect(context.flags).toEqual({ enable: true, isUsed: true, isToSet: false });
    expect(context.values).toEqual({ password: '', confirmation: '' });
    expect(gate.recorded.log).toEqual([
      { name: 'announcePasswordSet', params: undefined },
      { name: 'proceed', params: { action: 'withdraw' } },
    ]);

    gate.actor.send({ type: 'REQUEST', action: 'addWithdrawalAccount' });
    expect(gate.recorded.log.at(-1)).toEqual({ name: 'proceed', params: { action: 'addWithdrawalAccount' } });
  });

  it('set from the settings page with nothing pending only announces success', async () => {
    const gate = await gateWith({ d: true, p: false });
    gate.actor.send({ type: 'SETUP.START' });
    await setPassword(gate, '123456');
    gate.controller.resolve('setWithdrawPassword', { status: true });
    await flushPromises();
    expect(gate.recorded.names()).toEqual(['announcePasswordSet']);
  });

  it('keeps the member in the form with the server code when setting fails, and cancel clears it', async () => {
    const gate = await gateWith({ d: true, p: false });
    gate.actor.send({ type: 'SETUP.START' });
    await setPassword(gate, '123456');
    gate.controller.reject('setWithdrawPassword', { code: 'WITHDRAW_PASSWORD_FORMAT' });
    await flushPromises();
    expect(gate.actor.getSnapshot().matches({ toSet: { settingPassword: 'editing' } })).toBe(true);
    expect(gate.actor.getSnapshot().context.failureCode).toBe('WITHDRAW_PASSWORD_FORMAT');
    gate.actor.send({ type: 'CANCEL' });
    expect(gate.actor.getSnapshot().matches({ toSet: 'idle' })).toBe(true);
    expect(gate.actor.getSnapshot().context).toMatchObject({
      values: { password: '', confirmation: '' },
      failureCode: null,
    });
    expect(gate.recorded.log).toEqual([]);
  });

  it('proceeds with nothing until the config is known, and can retry loading it', async () => {
    const gate = startGate();
    gate.actor.send({ type: 'REQUEST', action: 'withdraw' });
    gate.controller.reject('loadWithdrawPasswordConfig', new Error('timeout'));
    await flushPromises();
    expect(gate.actor.getSnapshot().hasTag('failed')).toBe(true);
    gate.actor.send({ type: 'REQUEST', action: 'withdraw' });
    expect(gate.recorded.log).toEqual([]);
    gate.actor.send({ type: 'RETRY' });
    expect(gate.controller.isRunning('loadWithdrawPasswordConfig')).toBe(true);
  });
});

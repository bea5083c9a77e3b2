import { HEARTBEAT_INTERVAL_MS } from '@platform/domain';
import type { MachineModel } from '../../test/machineModel.ts';
import { describeModel } from '../../test/modelSuite.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { gameSessionMachine, HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM } from './gameSessionMachine.ts';

const sessionInvalid = Object.assign(new Error('session invalid'), { name: 'SessionInvalidError' });

export const gameSessionModel: MachineModel<typeof gameSessionMachine> = {
  machine: gameSessionMachine,
  inputs: [{ signedIn: true }, { signedIn: false }],
  events: () => [
    // Two games, so switching from one to another is a distinct edge.
    { type: 'GAME.ENTER', gameId: '301', platform: 'AG' },
    { type: 'GAME.ENTER', gameId: '77', platform: 'PG' },
    { type: 'xstate.done.actor.sendHeartbeat', output: { status: true } },
    { type: 'xstate.error.actor.sendHeartbeat', error: new Error('timeout') },
    { type: 'xstate.error.actor.sendHeartbeat', error: sessionInvalid },
  ],
  // Failures beyond the limit behave alike, so the count is capped to keep the graph finite.
  abstraction: ({ value, context }) => ({
    value,
    gameId: context.gameId,
    signedIn: context.signedIn,
    failures: Math.min(context.consecutiveHeartbeatFailures, HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM),
  }),
  delays: { heartbeatInterval: HEARTBEAT_INTERVAL_MS },
};

describeModel(gameSessionModel, withTestEffects);

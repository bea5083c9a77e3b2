import { type AnyActorRef, createActor, type EventObject } from 'xstate';
import type { ActorController } from './actorController.ts';
import { coverageInspector, type LiveCoverage, recordStateNodes } from './liveCoverage.ts';
import { flushPromises } from './machineClock.ts';
import type { LiveActorFactory, Snapshot, UntypedModel } from './machineModel.ts';
import type { ModelPath } from './modelExploration.ts';
import { vertexKey } from './modelExploration.ts';

const doneActorPrefix = 'xstate.done.actor.';
const errorActorPrefix = 'xstate.error.actor.';
const afterPrefix = 'xstate.after.';

/** `xstate.after.<delay>.<state id>`: the delay is a named delay of the model or a number of milliseconds. */
function delayOfAfterEvent(eventType: string, delays: Readonly<Record<string, number>>): number {
  const delayName = eventType.slice(afterPrefix.length).split('.')[0] ?? '';
  const delay = delays[delayName] ?? Number(delayName);
  if (!Number.isFinite(delay)) {
    throw new Error(`No duration for the delay "${delayName}" of ${eventType}`);
  }
  return delay;
}

type Player = {
  model: UntypedModel;
  controller: ActorController;
  actor: AnyActorRef;
  advanceTimersByTime: (milliseconds: number) => void;
};

/** Actor outcomes are played by settling the controlled actor, delays by advancing fake timers, the rest is sent. */
async function playEvent(event: EventObject, { model, controller, actor, advanceTimersByTime }: Player) {
  const { type } = event;
  if (type.startsWith(doneActorPrefix)) {
    controller.resolve(type.slice(doneActorPrefix.length), 'output' in event ? event.output : undefined);
  } else if (type.startsWith(errorActorPrefix)) {
    controller.reject(type.slice(errorActorPrefix.length), 'error' in event ? event.error : undefined);
  } else if (type.startsWith(afterPrefix)) {
    advanceTimersByTime(delayOfAfterEvent(type, model.delays));
  } else {
    actor.send(event);
  }
  await flushPromises();
}

function assertSameState(model: UntypedModel, live: Snapshot, predicted: Snapshot): void {
  const view = (snapshot: Snapshot) =>
    JSON.stringify({
      abstraction: model.abstraction(snapshot),
      tags: [...snapshot.tags].sort(),
      status: snapshot.status,
    });
  if (view(live) !== view(predicted)) {
    throw new Error(`The live actor is in ${view(live)} but the model predicted ${view(predicted)}`);
  }
}

/**
 * Replays one graph path on a live actor with `TestPath.test`: every step's event is played on the actor, and
 * after every step the live snapshot must match the prediction (abstraction, tags and status). The live actor
 * runs `machine` (the marked copy, see transitionMarkers.ts) with the effects `createLive` provides.
 */
export async function replayPath(
  model: UntypedModel,
  modelPath: ModelPath,
  live: ReturnType<LiveActorFactory>,
  advanceTimersByTime: (milliseconds: number) => void,
  coverage: LiveCoverage,
): Promise<void> {
  const actor: AnyActorRef = createActor(live.machine, {
    input: modelPath.input,
    inspect: coverageInspector(coverage, live.machine),
  });
  const player: Player = { model, controller: live.controller, actor, advanceTimersByTime };
  const eventTypes = new Set(modelPath.path.steps.slice(1).map((step) => step.event.type));
  actor.start();
  await flushPromises();
  try {
    await modelPath.path.test({
      events: Object.fromEntries(
        [...eventTypes].map((type) => [
          type,
          ({ event }: { event: EventObject }) => playEvent(event, player),
        ]),
      ),
      states: {
        '*': (predicted) => {
          const liveSnapshot: Snapshot = actor.getSnapshot();
          recordStateNodes(coverage, live.machine, liveSnapshot);
          assertSameState(model, liveSnapshot, predicted);
          coverage.vertexKeys.add(vertexKey(model, modelPath.input, predicted));
        },
      },
    });
  } finally {
    actor.stop();
  }
}

import { type AnyStateMachine, type AnyStateNode, createMachine, type InspectionEvent } from 'xstate';

/**
 * Which declared transitions a live actor takes, observed through the documented inspection API only: a copy of
 * the machine whose every transition, as written in its config, ends with one more action, a marker naming the
 * transition. The live actor reports each executed action (`@xstate.action`), so a marker seen is a transition
 * taken, selected by XState itself (guards, descendants first, parallel regions), whatever XState's internals.
 */

const markerAction = 'modelCoverage.transitionTaken';

type Written = Record<string, unknown>;
type Marker = { key: string; source: string };

function asList(written: unknown): unknown[] {
  if (written === undefined) {
    return [];
  }
  return Array.isArray(written) ? written : [written];
}

/** A transition as written (a target, an object, or a list of alternatives) as a list of transition objects. */
function alternatives(written: unknown): Written[] {
  const list = Array.isArray(written) ? written : [written];
  return list.map((one) =>
    typeof one === 'string' || one === undefined ? { target: one } : { ...(one as Written) },
  );
}

function mapEntries(record: unknown, map: (value: unknown, key: string) => unknown): Written {
  return Object.fromEntries(Object.entries(record as Written).map(([key, value]) => [key, map(value, key)]));
}

/**
 * The config of a state node and its descendants with a marker on every transition. A transition's key is
 * `<state node id>|<what triggers it>|<position among its alternatives>`.
 */
function markedConfig(stateNode: AnyStateNode, keys: string[]): Written {
  const written = stateNode.config as Written;
  const mark = (trigger: string, transitions: unknown) =>
    alternatives(transitions).map((transition, position) => {
      const marker: Marker = { key: `${stateNode.id}|${trigger}|${position}`, source: stateNode.id };
      keys.push(marker.key);
      return {
        ...transition,
        actions: [...asList(transition.actions), { type: markerAction, params: marker }],
      };
    });
  const marked: Written = { ...written };
  if (written.on !== undefined) {
    marked.on = mapEntries(written.on, (transitions, event) => mark(event, transitions));
  }
  if (written.after !== undefined) {
    marked.after = mapEntries(written.after, (transitions, delay) => mark(`after ${delay}`, transitions));
  }
  if (written.always !== undefined) {
    marked.always = mark('always', written.always);
  }
  if (written.onDone !== undefined) {
    marked.onDone = mark('onDone', written.onDone);
  }
  if (written.invoke !== undefined) {
    marked.invoke = asList(written.invoke).map((invocation, index) => {
      const markedInvocation: Written = { ...(invocation as Written) };
      const { id, src } = markedInvocation;
      const name = `invoke ${String(id ?? (typeof src === 'string' ? src : index))}`;
      for (const outcome of ['onDone', 'onError', 'onSnapshot']) {
        if (markedInvocation[outcome] !== undefined) {
          markedInvocation[outcome] = mark(`${name} ${outcome}`, markedInvocation[outcome]);
        }
      }
      return markedInvocation;
    });
  }
  if (Object.keys(stateNode.states).length > 0) {
    marked.states = mapEntries(stateNode.states, (child) => markedConfig(child as AnyStateNode, keys));
  }
  return marked;
}

export type MarkedMachine = { machine: AnyStateMachine; transitionKeys: string[] };

/** The machine rebuilt from its own config and implementations, with every transition marked. */
export function withTransitionMarkers(machine: AnyStateMachine): MarkedMachine {
  const transitionKeys: string[] = [];
  const config = markedConfig(machine.root, transitionKeys);
  const implementations = {
    ...machine.implementations,
    actions: { ...machine.implementations.actions, [markerAction]: () => {} },
  };
  return { machine: createMachine(config as never, implementations as never), transitionKeys };
}

/** The transition a marker reports, if the inspection event is one. */
export function markedTransitionOf(inspectionEvent: InspectionEvent): Marker | undefined {
  if (inspectionEvent.type !== '@xstate.action' || inspectionEvent.action.type !== markerAction) {
    return undefined;
  }
  return inspectionEvent.action.params as Marker;
}

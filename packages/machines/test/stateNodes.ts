import { type AnyMachineSnapshot, type AnyStateMachine, pathToStateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** Every state node id of the definition (the root excluded: it is always active). */
export function allStateNodeIds(machine: AnyStateMachine): Set<string> {
  return new Set(getStateNodes(machine).map((stateNode) => stateNode.id));
}

/** The ids of the state nodes active in a snapshot, read through `snapshot.matches` on each node's path. */
export function activeStateNodeIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return getStateNodes(machine)
    .filter((stateNode) => snapshot.matches(pathToStateValue(stateNode.path)))
    .map((stateNode) => stateNode.id);
}

import { type AnyMachineSnapshot, type AnyStateMachine, pathToStateValue, type StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';

type NamedStateValue = { id: string; value: StateValue };

const stateValuesByMachine = new WeakMap<AnyStateMachine, NamedStateValue[]>();

/** Every state node of the definition (the root excluded: it is always active) with the value that names it. */
function stateValuesOf(machine: AnyStateMachine): NamedStateValue[] {
  let stateValues = stateValuesByMachine.get(machine);
  if (stateValues === undefined) {
    stateValues = getStateNodes(machine).map(({ id, path }) => ({ id, value: pathToStateValue(path) }));
    stateValuesByMachine.set(machine, stateValues);
  }
  return stateValues;
}

export function allStateNodeIds(machine: AnyStateMachine): Set<string> {
  return new Set(stateValuesOf(machine).map(({ id }) => id));
}

/** The ids of the state nodes active in a snapshot, read through `snapshot.matches` on each node's path. */
export function activeStateNodeIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return stateValuesOf(machine)
    .filter(({ value }) => snapshot.matches(value))
    .map(({ id }) => id);
}

import { type AnyMachineSnapshot, type AnyStateMachine, pathToStateValue, type StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';

type NamedStateValue = { id: string; value: StateValue };

// Keyed by the config, which the copies `machine.provide(...)` makes of a machine share.
const stateValuesByConfig = new WeakMap<object, NamedStateValue[]>();

/** Every state node of the definition (the root excluded: it is always active) with the value that names it. */
function stateValuesOf(machine: AnyStateMachine): NamedStateValue[] {
  let stateValues = stateValuesByConfig.get(machine.config);
  if (stateValues === undefined) {
    stateValues = getStateNodes(machine).map(({ id, path }) => ({ id, value: pathToStateValue(path) }));
    stateValuesByConfig.set(machine.config, stateValues);
  }
  return stateValues;
}

export function allStateNodeIds(machine: AnyStateMachine): Set<string> {
  return new Set(stateValuesOf(machine).map(({ id }) => id));
}

const activeIdsByConfig = new WeakMap<object, Map<string, string[]>>();

/**
 * The ids of the state nodes active in a snapshot, read through `snapshot.matches` on each node's path. They
 * depend on the state value only, so they are worked out once per value.
 */
export function activeStateNodeIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  let activeIdsByValue = activeIdsByConfig.get(machine.config);
  if (activeIdsByValue === undefined) {
    activeIdsByValue = new Map();
    activeIdsByConfig.set(machine.config, activeIdsByValue);
  }
  const valueKey = JSON.stringify(snapshot.value);
  let activeIds = activeIdsByValue.get(valueKey);
  if (activeIds === undefined) {
    activeIds = stateValuesOf(machine)
      .filter(({ value }) => snapshot.matches(value))
      .map(({ id }) => id);
    activeIdsByValue.set(valueKey, activeIds);
  }
  return activeIds;
}

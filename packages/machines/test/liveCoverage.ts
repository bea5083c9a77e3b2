import type { AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { activeStateNodeIds } from './stateNodes.ts';
import { markedTransitionOf } from './transitionMarkers.ts';

/** What the live replays covered: state nodes entered, declared transitions taken, graph vertices asserted. */
export type LiveCoverage = {
  stateNodeIds: Set<string>;
  transitionKeys: Set<string>;
  vertexKeys: Set<string>;
};

export function emptyCoverage(): LiveCoverage {
  return { stateNodeIds: new Set(), transitionKeys: new Set(), vertexKeys: new Set() };
}

export function recordStateNodes(
  coverage: LiveCoverage,
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): void {
  for (const id of activeStateNodeIds(machine, snapshot)) {
    coverage.stateNodeIds.add(id);
  }
}

/**
 * An inspector (`createActor(machine, { inspect })`) that records into `coverage` the state nodes of every
 * microstep (transient `always` states are only active there) and the transitions the markers report.
 */
export function coverageInspector(coverage: LiveCoverage, machine: AnyStateMachine) {
  return (inspectionEvent: InspectionEvent): void => {
    // Only the machine under test: invoked children report their own steps.
    if (inspectionEvent.actorRef.sessionId !== inspectionEvent.rootId) {
      return;
    }
    if (inspectionEvent.type === '@xstate.microstep') {
      recordStateNodes(coverage, machine, inspectionEvent.snapshot as AnyMachineSnapshot);
    }
    const taken = markedTransitionOf(inspectionEvent);
    if (taken !== undefined) {
      coverage.transitionKeys.add(taken.key);
      // A state left at once at start (an initial transient state) shows in no microstep, but it was active.
      coverage.stateNodeIds.add(taken.source);
    }
  };
}

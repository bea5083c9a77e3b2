import type { MachineModel } from '../../test/machineModel.ts';
import { describeModel } from '../../test/modelSuite.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { createRecommendedMatchesMachine } from './recommendedMatchesMachine.ts';

const machine = createRecommendedMatchesMachine<{ id: string }>();

export const recommendedMatchesModel: MachineModel<typeof machine> = {
  machine,
  inputs: [
    { enabled: true, placement: 1 },
    { enabled: true, placement: 2 },
    { enabled: false, placement: 1 },
  ],
  events: () => [
    // Seven matches: pages 1-3 of placement 1, then the wrap to placement 2.
    { type: 'xstate.done.actor.fetchRecommendedMatches', output: { items: [{ id: 'a' }], total: 7 } },
    { type: 'xstate.error.actor.fetchRecommendedMatches', error: new Error('timeout') },
  ],
  abstraction: ({ value, context }) => ({
    value,
    page: context.page,
    placement: context.placement,
    total: context.total,
  }),
  delays: {},
};

describeModel(recommendedMatchesModel, withTestEffects);

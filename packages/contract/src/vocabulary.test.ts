import type {
  BetStatus,
  DecisionStatus,
  MaskedWithdrawalAccount,
  UsdtNetwork,
  WithdrawalAccountKind,
  WithdrawPasswordConfig,
} from '@platform/domain';
import type { Static } from 'typebox';
import { describe, expectTypeOf, it } from 'vitest';
import type { EndpointResponse } from './defineEndpoint.ts';
import type {
  BetRecord,
  DepositOrder,
  moneyEndpoints,
  WithdrawalAccount,
  WithdrawalRequest,
} from './endpoints/money.ts';

// The contract spells no status, kind or network itself: its schemas are built from the domain's lists, which the
// design system also renders from. These fail to compile if a schema drifts to a word of its own.
describe('the words the contract shares with the domain', () => {
  it('are the domain types, exactly', () => {
    expectTypeOf<Static<typeof DepositOrder>['status']>().toEqualTypeOf<DecisionStatus>();
    expectTypeOf<Static<typeof WithdrawalRequest>['status']>().toEqualTypeOf<DecisionStatus>();
    expectTypeOf<Static<typeof BetRecord>['status']>().toEqualTypeOf<BetStatus>();
    expectTypeOf<Static<typeof WithdrawalAccount>['kind']>().toEqualTypeOf<WithdrawalAccountKind>();
    expectTypeOf<Static<typeof WithdrawalAccount>['network']>().toEqualTypeOf<UsdtNetwork | null>();
    // The account the design system's card shows is the domain's shape; the API sends exactly that plus its dates.
    expectTypeOf<
      Omit<Static<typeof WithdrawalAccount>, 'createdAt' | 'usableFrom'>
    >().toEqualTypeOf<MaskedWithdrawalAccount>();
    expectTypeOf<
      EndpointResponse<typeof moneyEndpoints.withdrawPasswordConfig>
    >().toEqualTypeOf<WithdrawPasswordConfig>();
  });
});

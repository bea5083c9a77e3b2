import type { WithdrawalAccount } from '@platform/ui';
import { describe, expectTypeOf, test } from 'vitest';
import type { SavedWithdrawalAccount } from './cards.ts';

describe('saved withdrawal accounts', () => {
  test('go from the API to the design system’s card unchanged: one shape, one set of words', () => {
    // Fails to compile if the contract and the card drift apart (a kind, a network or a field of their own).
    expectTypeOf<SavedWithdrawalAccount>().toExtend<WithdrawalAccount>();
    expectTypeOf<SavedWithdrawalAccount['kind']>().toEqualTypeOf<WithdrawalAccount['kind']>();
  });
});

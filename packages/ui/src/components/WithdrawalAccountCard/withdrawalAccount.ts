import type { MaskedWithdrawalAccount } from '@platform/domain';

/** The account a card shows: the domain's shape, as the API sends it, its number already masked by the server. */
export type WithdrawalAccount = MaskedWithdrawalAccount;

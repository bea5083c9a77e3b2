import { ApiError } from '../errors/apiError.ts';
import { InsufficientFundsError } from '../ledger/postTransaction.ts';

/** Runs a money operation, turning a refused overdraft into the member-facing 422. */
export async function refusingOverdraft<Result>(operation: () => Promise<Result>): Promise<Result> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new ApiError('INSUFFICIENT_BALANCE', { field: 'amountMinor' });
    throw error;
  }
}

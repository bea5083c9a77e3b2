export { WithdrawalAccountCard, type WithdrawalAccountCardProps } from './WithdrawalAccountCard.tsx';
export type { WithdrawalAccount } from './withdrawalAccount.ts';

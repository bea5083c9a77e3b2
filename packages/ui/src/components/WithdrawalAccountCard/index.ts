export { WithdrawalAccountCard, type WithdrawalAccountCardProps } from './WithdrawalAccountCard.tsx';
export {
  maskAccountNumber,
  shortenAddress,
  type WithdrawalAccount,
  type WithdrawalAccountKind,
  withdrawalAccountKinds,
} from './withdrawalAccount.ts';

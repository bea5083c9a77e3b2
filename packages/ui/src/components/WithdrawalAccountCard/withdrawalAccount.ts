import type { UsdtNetwork } from '@platform/domain';

export const withdrawalAccountKinds = ['bankCard', 'virtualCoin', 'alipay'] as const;
export type WithdrawalAccountKind = (typeof withdrawalAccountKinds)[number];

/** A saved withdrawal account as the member sees it. */
export type WithdrawalAccount =
  | { kind: 'bankCard'; id: string; bankName: string; holderName: string; cardNumber: string }
  | { kind: 'virtualCoin'; id: string; network: UsdtNetwork; address: string }
  | { kind: 'alipay'; id: string; holderName: string; alipayAccount: string };

/** Only the last four characters of a card number or account are shown: enough to recognise, useless to copy. */
export function maskAccountNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return `**** ${compact.slice(-4)}`;
}

/** Addresses are recognised by both ends, as wallets display them. */
export function shortenAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}

/**
 * The words of withdrawal accounts, owned here because every layer spells them: the contract builds its schemas from
 * these lists, the server stores them, the design system renders them (it may not import the contract).
 */
export const withdrawalAccountKinds = ['bank_card', 'virtual_coin', 'alipay'] as const;
export type WithdrawalAccountKind = (typeof withdrawalAccountKinds)[number];

/** The USDT networks a virtual-coin account and a USDT deposit use. */
export const usdtNetworks = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof usdtNetworks)[number];

export function isUsdtNetwork(value: string): value is UsdtNetwork {
  return (usdtNetworks as readonly string[]).includes(value);
}

/**
 * A saved withdrawal account as a member sees it (the contract's `WithdrawalAccount` without its timestamp): the
 * number arrives already masked by the server, which alone keeps the whole of it.
 */
export type MaskedWithdrawalAccount = {
  id: string;
  kind: WithdrawalAccountKind;
  /** The USDT network of a virtual-coin account; null for the other kinds. */
  network: UsdtNetwork | null;
  holderName: string;
  /** Empty for every kind but a bank card. */
  bankName: string;
  accountNumberMasked: string;
};

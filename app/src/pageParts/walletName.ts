import type { AppStrings } from '../i18n/appStrings.ts';

/** A wallet of the member as the API names it: its kind, its currency, and a venue's name. */
type NamedWallet = { kind: 'central' | 'virtual' | 'venue'; currency: string; name: string };

/** What the member calls a wallet: the central wallet, the coin's wallet, or the venue by its name. */
export function walletName(wallet: NamedWallet, text: AppStrings['wallets']): string {
  switch (wallet.kind) {
    case 'central':
      return text.central;
    case 'virtual':
      return text.virtualWallet(wallet.currency);
    case 'venue':
      return wallet.name;
    default:
      return wallet.kind satisfies never;
  }
}

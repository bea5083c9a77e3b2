export {
  type VenueWallet,
  type VenueWalletState,
  venueWalletStates,
  WalletCard,
  type WalletCardProps,
  walletCardStates,
} from './WalletCard.tsx';

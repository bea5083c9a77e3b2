import type { ComponentMessages } from '../../i18n/index.ts';

export type WalletCardText = {
  centralWallet: string;
  refresh: string;
  recallAll: string;
  recalling: string;
  exchange: string;
  venueWallets: string;
  transferIn: (venue: string) => string;
  transferOut: (venue: string) => string;
  transferInShort: string;
  transferOutShort: string;
  pending: string;
  maintenance: string;
  balanceUnavailable: string;
  noVenues: string;
  loading: string;
  error: string;
  retry: string;
};

export const walletCardMessages: ComponentMessages<WalletCardText> = {
  'zh-CN': {
    centralWallet: '中心钱包',
    refresh: '刷新余额',
    recallAll: '一键回收',
    recalling: '回收中…',
    exchange: '兑换',
    venueWallets: '场馆钱包',
    transferIn: (venue) => `转入${venue}`,
    transferOut: (venue) => `从${venue}转出`,
    transferInShort: '转入',
    transferOutShort: '转出',
    pending: '转账处理中',
    maintenance: '维护中',
    balanceUnavailable: '余额获取失败',
    noVenues: '暂无场馆钱包',
    loading: '钱包加载中',
    error: '钱包加载失败',
    retry: '请再试一次',
  },
  'zh-HK': {
    centralWallet: '中心錢包',
    refresh: '刷新餘額',
    recallAll: '一鍵回收',
    recalling: '回收中…',
    exchange: '兌換',
    venueWallets: '場館錢包',
    transferIn: (venue) => `轉入${venue}`,
    transferOut: (venue) => `從${venue}轉出`,
    transferInShort: '轉入',
    transferOutShort: '轉出',
    pending: '轉賬處理中',
    maintenance: '維護中',
    balanceUnavailable: '餘額獲取失敗',
    noVenues: '暫無場館錢包',
    loading: '錢包載入中',
    error: '錢包載入失敗',
    retry: '請再試一次',
  },
  'en-US': {
    centralWallet: 'Central wallet',
    refresh: 'Refresh balance',
    recallAll: 'Recall all',
    recalling: 'Recalling…',
    exchange: 'Exchange',
    venueWallets: 'Venue wallets',
    transferIn: (venue) => `Transfer in to ${venue}`,
    transferOut: (venue) => `Transfer out of ${venue}`,
    transferInShort: 'In',
    transferOutShort: 'Out',
    pending: 'Transfer pending',
    maintenance: 'Under maintenance',
    balanceUnavailable: 'Balance unavailable',
    noVenues: 'No venue wallets',
    loading: 'Loading wallet',
    error: 'Wallet failed to load',
    retry: 'Please try again',
  },
};

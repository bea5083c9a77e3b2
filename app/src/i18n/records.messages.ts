import type { ComponentMessages } from '@platform/ui';
import type { TransactionKind } from '../data/records.ts';

type RangeKey = '-1' | '0' | '1' | '2' | '3';

type RecordsText = {
  signInFirst: string;
  betsList: string;
  transactionsList: string;
  redemptionsList: string;
  /** What an empty list says, per date range. */
  emptyInRange: Record<RangeKey, string>;
  notFound: string;
  close: string;
  transactionKinds: Record<TransactionKind, string>;
  redemptionTitle: (from: string, to: string) => string;
  recordNumber: string;
  time: string;
  game: string;
  venueWallet: string;
  stake: string;
  payout: string;
  placedAt: string;
  settledAt: string;
  notSettled: string;
  event: string;
  market: string;
  pick: string;
  odds: string;
  kind: string;
  description: string;
  walletChange: (wallet: string) => string;
  balanceAfter: (wallet: string) => string;
  reference: string;
  paid: string;
  received: string;
  rate: string;
};

export const recordsMessages = {
  'zh-CN': {
    signInFirst: '登录后查看您的记录',
    betsList: '投注记录',
    transactionsList: '交易记录',
    redemptionsList: '兑换记录',
    emptyInRange: {
      '-1': '还没有任何记录',
      '0': '今天没有记录',
      '1': '昨天没有记录',
      '2': '近 7 天没有记录',
      '3': '近 30 天没有记录',
    },
    notFound: '没有找到这条记录',
    close: '关闭',
    transactionKinds: {
      opening_balance: '开户余额',
      deposit: '存款',
      withdrawal_hold: '提现冻结',
      withdrawal_paid: '提现',
      withdrawal_released: '提现退回',
      transfer_to_venue: '转入场馆',
      transfer_from_venue: '转出场馆',
      exchange: '兑换',
      reward: '奖励',
      bet_stake: '投注',
      bet_payout: '派彩',
    },
    redemptionTitle: (from, to) => `${from} 兑换 ${to}`,
    recordNumber: '记录编号',
    time: '时间',
    game: '游戏',
    venueWallet: '场馆钱包',
    stake: '投注金额',
    payout: '派彩金额',
    placedAt: '投注时间',
    settledAt: '结算时间',
    notSettled: '未结算',
    event: '赛事',
    market: '玩法',
    pick: '选项',
    odds: '赔率',
    kind: '类型',
    description: '说明',
    walletChange: (wallet) => `${wallet} 变动`,
    balanceAfter: (wallet) => `${wallet} 余额`,
    reference: '关联单号',
    paid: '支出',
    received: '获得',
    rate: '汇率',
  },
  'zh-HK': {
    signInFirst: '登入後查看您的記錄',
    betsList: '投注記錄',
    transactionsList: '交易記錄',
    redemptionsList: '兌換記錄',
    emptyInRange: {
      '-1': '還沒有任何記錄',
      '0': '今天沒有記錄',
      '1': '昨天沒有記錄',
      '2': '近 7 天沒有記錄',
      '3': '近 30 天沒有記錄',
    },
    notFound: '沒有找到這條記錄',
    close: '關閉',
    transactionKinds: {
      opening_balance: '開戶餘額',
      deposit: '存款',
      withdrawal_hold: '提款凍結',
      withdrawal_paid: '提款',
      withdrawal_released: '提款退回',
      transfer_to_venue: '轉入場館',
      transfer_from_venue: '轉出場館',
      exchange: '兌換',
      reward: '獎勵',
      bet_stake: '投注',
      bet_payout: '派彩',
    },
    redemptionTitle: (from, to) => `${from} 兌換 ${to}`,
    recordNumber: '記錄編號',
    time: '時間',
    game: '遊戲',
    venueWallet: '場館錢包',
    stake: '投注金額',
    payout: '派彩金額',
    placedAt: '投注時間',
    settledAt: '結算時間',
    notSettled: '未結算',
    event: '賽事',
    market: '玩法',
    pick: '選項',
    odds: '賠率',
    kind: '類型',
    description: '說明',
    walletChange: (wallet) => `${wallet} 變動`,
    balanceAfter: (wallet) => `${wallet} 餘額`,
    reference: '關聯單號',
    paid: '支出',
    received: '獲得',
    rate: '匯率',
  },
  'en-US': {
    signInFirst: 'Sign in to see your records',
    betsList: 'Bets',
    transactionsList: 'Transactions',
    redemptionsList: 'Exchanges',
    emptyInRange: {
      '-1': 'No records yet',
      '0': 'No records today',
      '1': 'No records yesterday',
      '2': 'No records in the last 7 days',
      '3': 'No records in the last 30 days',
    },
    notFound: 'This record was not found',
    close: 'Close',
    transactionKinds: {
      opening_balance: 'Opening balance',
      deposit: 'Deposit',
      withdrawal_hold: 'Withdrawal on hold',
      withdrawal_paid: 'Withdrawal',
      withdrawal_released: 'Withdrawal returned',
      transfer_to_venue: 'Transfer to venue',
      transfer_from_venue: 'Transfer from venue',
      exchange: 'Exchange',
      reward: 'Reward',
      bet_stake: 'Stake',
      bet_payout: 'Payout',
    },
    redemptionTitle: (from, to) => `${from} to ${to}`,
    recordNumber: 'Record number',
    time: 'Time',
    game: 'Game',
    venueWallet: 'Venue wallet',
    stake: 'Stake',
    payout: 'Payout',
    placedAt: 'Placed',
    settledAt: 'Settled',
    notSettled: 'Not settled',
    event: 'Event',
    market: 'Market',
    pick: 'Pick',
    odds: 'Odds',
    kind: 'Type',
    description: 'Description',
    walletChange: (wallet) => `${wallet} change`,
    balanceAfter: (wallet) => `${wallet} balance`,
    reference: 'Reference',
    paid: 'Paid',
    received: 'Received',
    rate: 'Rate',
  },
} satisfies ComponentMessages<RecordsText>;

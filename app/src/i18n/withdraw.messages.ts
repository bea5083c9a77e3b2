import type { ComponentMessages } from '@platform/ui';

type WithdrawText = {
  account: string;
  noAccounts: string;
  addAccount: string;
  available: string;
  amount: string;
  withdrawPassword: string;
  submit: string;
  submitted: string;
  another: string;
  terms: string;
  fee: string;
  feeAtRate: (percent: string) => string;
  receive: string;
  remainingTurnover: string;
  turnoverMet: string;
  turnoverNote: string;
  statusTitle: string;
  approved: string;
  rejected: string;
  reason: string;
  noReason: string;
};

export const withdrawMessages = {
  'zh-CN': {
    account: '提款账户',
    noAccounts: '还没有提款账户，请先添加一个',
    addAccount: '添加提款账户',
    available: '可提款余额',
    amount: '提款金额',
    withdrawPassword: '提款密码',
    submit: '确认提款',
    submitted: '提款申请已提交，等待审核',
    another: '再提一笔',
    terms: '手续费与流水',
    fee: '手续费',
    feeAtRate: (percent) => `手续费（${percent}%）`,
    receive: '实际到账',
    remainingTurnover: '剩余流水',
    turnoverMet: '已完成',
    turnoverNote: '未完成的流水会在审核时一并考虑',
    statusTitle: '提款进度',
    approved: '提款已通过，款项正在转出',
    rejected: '提款未通过，款项已退回余额',
    reason: '原因',
    noReason: '未说明',
  },
  'zh-HK': {
    account: '提款帳戶',
    noAccounts: '還沒有提款帳戶，請先新增一個',
    addAccount: '新增提款帳戶',
    available: '可提款餘額',
    amount: '提款金額',
    withdrawPassword: '提款密碼',
    submit: '確認提款',
    submitted: '提款申請已提交，等待審核',
    another: '再提一筆',
    terms: '手續費與流水',
    fee: '手續費',
    feeAtRate: (percent) => `手續費（${percent}%）`,
    receive: '實際到帳',
    remainingTurnover: '剩餘流水',
    turnoverMet: '已完成',
    turnoverNote: '未完成的流水會在審核時一併考慮',
    statusTitle: '提款進度',
    approved: '提款已通過，款項正在轉出',
    rejected: '提款未通過，款項已退回餘額',
    reason: '原因',
    noReason: '未說明',
  },
  'en-US': {
    account: 'Withdraw to',
    noAccounts: 'You have no withdrawal account yet; add one first',
    addAccount: 'Add a withdrawal account',
    available: 'Available to withdraw',
    amount: 'Amount',
    withdrawPassword: 'Withdrawal password',
    submit: 'Withdraw',
    submitted: 'Your withdrawal request was submitted and awaits review',
    another: 'Make another withdrawal',
    terms: 'Fee and turnover',
    fee: 'Fee',
    feeAtRate: (percent) => `Fee (${percent}%)`,
    receive: 'You receive',
    remainingTurnover: 'Turnover still to play',
    turnoverMet: 'Met',
    turnoverNote: 'Turnover not yet met is taken into account when the withdrawal is reviewed',
    statusTitle: 'Withdrawal progress',
    approved: 'Your withdrawal was approved and is being paid out',
    rejected: 'Your withdrawal was rejected; the amount is back in your balance',
    reason: 'Reason',
    noReason: 'Not given',
  },
} satisfies ComponentMessages<WithdrawText>;

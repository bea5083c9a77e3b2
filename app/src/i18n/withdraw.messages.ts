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
  },
} satisfies ComponentMessages<WithdrawText>;

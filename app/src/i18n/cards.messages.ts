import type { WithdrawalAccountKind } from '@platform/domain';
import type { ComponentMessages } from '@platform/ui';

type CardsText = {
  noAccounts: string;
  addBankCard: string;
  addVirtualCoin: string;
  addAlipay: string;
  passwordTitle: string;
  passwordDescription: string;
  withdrawPassword: string;
  confirm: string;
  cancel: string;
  remove: string;
  removeTitle: string;
  removed: string;
  notFound: string;
  holder: string;
  kind: string;
  number: string;
  addedOn: string;
  kinds: Record<WithdrawalAccountKind, string>;
  banks: readonly string[];
};

export const cardsMessages = {
  'zh-CN': {
    noAccounts: '还没有提款账户',
    addBankCard: '添加银行卡',
    addVirtualCoin: '添加虚拟币地址',
    addAlipay: '添加支付宝',
    passwordTitle: '输入提款密码',
    passwordDescription: '添加提款账户需要验证提款密码',
    withdrawPassword: '提款密码',
    confirm: '确认',
    cancel: '取消',
    remove: '删除此账户',
    removeTitle: '确定删除这个提款账户吗？',
    removed: '已删除',
    notFound: '没有找到这个提款账户',
    holder: '户名',
    kind: '类型',
    number: '账号',
    addedOn: '添加时间',
    kinds: { bank_card: '银行卡', virtual_coin: '虚拟币地址', alipay: '支付宝' },
    banks: [
      '中国工商银行',
      '中国建设银行',
      '中国农业银行',
      '中国银行',
      '招商银行',
      '交通银行',
      '中国邮政储蓄银行',
    ],
  },
  'zh-HK': {
    noAccounts: '還沒有提款帳戶',
    addBankCard: '新增銀行卡',
    addVirtualCoin: '新增虛擬幣地址',
    addAlipay: '新增支付寶',
    passwordTitle: '輸入提款密碼',
    passwordDescription: '新增提款帳戶需要驗證提款密碼',
    withdrawPassword: '提款密碼',
    confirm: '確認',
    cancel: '取消',
    remove: '刪除此帳戶',
    removeTitle: '確定刪除這個提款帳戶嗎？',
    removed: '已刪除',
    notFound: '找不到這個提款帳戶',
    holder: '戶名',
    kind: '類型',
    number: '帳號',
    addedOn: '新增時間',
    kinds: { bank_card: '銀行卡', virtual_coin: '虛擬幣地址', alipay: '支付寶' },
    banks: ['中國銀行（香港）', '滙豐銀行', '恒生銀行', '渣打銀行', '中國工商銀行', '招商銀行'],
  },
  'en-US': {
    noAccounts: 'You have no withdrawal account yet',
    addBankCard: 'Add a bank card',
    addVirtualCoin: 'Add a USDT address',
    addAlipay: 'Add Alipay',
    passwordTitle: 'Enter your withdrawal password',
    passwordDescription: 'Adding a withdrawal account needs your withdrawal password',
    withdrawPassword: 'Withdrawal password',
    confirm: 'Confirm',
    cancel: 'Cancel',
    remove: 'Remove this account',
    removeTitle: 'Remove this withdrawal account?',
    removed: 'Removed',
    notFound: 'This withdrawal account was not found',
    holder: 'Holder',
    kind: 'Type',
    number: 'Number',
    addedOn: 'Added',
    kinds: { bank_card: 'Bank card', virtual_coin: 'USDT address', alipay: 'Alipay' },
    banks: ['Bank of America', 'Chase', 'Citibank', 'HSBC', 'Standard Chartered', 'Wells Fargo'],
  },
} satisfies ComponentMessages<CardsText>;

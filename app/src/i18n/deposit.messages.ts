import type { ComponentMessages } from '@platform/ui';

type DepositText = {
  channel: string;
  amount: string;
  noChannels: string;
  submit: string;
  amountToPay: string;
  payee: string;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  branch: string;
  walletAddress: string;
  alipayAccount: string;
  referenceCode: string;
  referenceHint: string;
  expiresIn: (clock: string) => string;
  expired: string;
  newOrder: string;
  approved: string;
  rejected: string;
  waiting: string;
  missingOrder: string;
};

export const depositMessages = {
  'zh-CN': {
    channel: '充值方式',
    amount: '充值金额',
    noChannels: '暂无可用的充值方式',
    submit: '立即充值',
    amountToPay: '应付金额',
    payee: '收款信息',
    bankName: '收款银行',
    accountHolder: '收款人',
    accountNumber: '收款账号',
    branch: '开户支行',
    walletAddress: '收款地址',
    alipayAccount: '支付宝账号',
    referenceCode: '附言',
    referenceHint: '转账时请在附言中填写此代码，以便核对到账',
    expiresIn: (clock) => `请在 ${clock} 内完成支付`,
    expired: '订单已过期，请勿再向此账户付款，请重新下单',
    newOrder: '重新下单',
    approved: '充值已到账',
    rejected: '充值未通过审核',
    waiting: '付款后请稍候，到账后此处会自动更新',
    missingOrder: '没有找到这笔充值订单',
  },
  'zh-HK': {
    channel: '充值方式',
    amount: '充值金額',
    noChannels: '暫無可用的充值方式',
    submit: '立即充值',
    amountToPay: '應付金額',
    payee: '收款資料',
    bankName: '收款銀行',
    accountHolder: '收款人',
    accountNumber: '收款帳號',
    branch: '開戶分行',
    walletAddress: '收款地址',
    alipayAccount: '支付寶帳號',
    referenceCode: '附言',
    referenceHint: '轉帳時請在附言中填寫此代碼，以便核對到帳',
    expiresIn: (clock) => `請在 ${clock} 內完成付款`,
    expired: '訂單已過期，請勿再向此帳戶付款，請重新下單',
    newOrder: '重新下單',
    approved: '充值已到帳',
    rejected: '充值未通過審核',
    waiting: '付款後請稍候，到帳後此處會自動更新',
    missingOrder: '找不到這筆充值訂單',
  },
  'en-US': {
    channel: 'Payment method',
    amount: 'Deposit amount',
    noChannels: 'No deposit method is available right now',
    submit: 'Deposit now',
    amountToPay: 'Amount to pay',
    payee: 'Pay to',
    bankName: 'Bank',
    accountHolder: 'Account holder',
    accountNumber: 'Account number',
    branch: 'Branch',
    walletAddress: 'Wallet address',
    alipayAccount: 'Alipay account',
    referenceCode: 'Reference',
    referenceHint: 'Write this code in the payment reference so your payment can be matched',
    expiresIn: (clock) => `Pay within ${clock}`,
    expired: 'This order has expired. Do not pay to this account any more; create a new order',
    newOrder: 'New order',
    approved: 'Your deposit has arrived',
    rejected: 'Your deposit was not approved',
    waiting: 'After paying, wait here: this page updates when the money arrives',
    missingOrder: 'This deposit order was not found',
  },
} satisfies ComponentMessages<DepositText>;

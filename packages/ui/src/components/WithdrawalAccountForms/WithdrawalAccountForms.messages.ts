import type { ComponentMessages } from '../../i18n/index.ts';

export type WithdrawalAccountFormsText = {
  holderName: string;
  holderNameRequired: string;
  holderNameHint: string;
  bank: string;
  bankPlaceholder: string;
  bankRequired: string;
  cardNumber: string;
  network: string;
  address: string;
  alipayAccount: string;
  alipayAccountRequired: string;
  submit: string;
  addressHint: string;
};

export const withdrawalAccountFormsMessages: ComponentMessages<WithdrawalAccountFormsText> = {
  'zh-CN': {
    holderName: '持卡人姓名',
    holderNameRequired: '请输入真实姓名',
    holderNameHint: '须与提款账户的实名一致',
    bank: '开户银行',
    bankPlaceholder: '请选择银行',
    bankRequired: '请选择开户银行',
    cardNumber: '银行卡号',
    network: '链类型',
    address: '钱包地址',
    alipayAccount: '支付宝账号',
    alipayAccountRequired: '请输入支付宝账号',
    submit: '确认添加',
    addressHint: '请仔细核对地址与链类型，转错链的资产无法找回',
  },
  'zh-HK': {
    holderName: '持卡人姓名',
    holderNameRequired: '請輸入真實姓名',
    holderNameHint: '須與提款帳戶的實名一致',
    bank: '開戶銀行',
    bankPlaceholder: '請選擇銀行',
    bankRequired: '請選擇開戶銀行',
    cardNumber: '銀行卡號',
    network: '鏈類型',
    address: '錢包地址',
    alipayAccount: '支付寶帳號',
    alipayAccountRequired: '請輸入支付寶帳號',
    submit: '確認新增',
    addressHint: '請仔細核對地址與鏈類型，轉錯鏈的資產無法找回',
  },
  'en-US': {
    holderName: 'Account holder',
    holderNameRequired: 'Enter your real name',
    holderNameHint: "Must match the withdrawal account's registered name",
    bank: 'Bank',
    bankPlaceholder: 'Choose a bank',
    bankRequired: 'Choose your bank',
    cardNumber: 'Card number',
    network: 'Network',
    address: 'Wallet address',
    alipayAccount: 'Alipay account',
    alipayAccountRequired: 'Enter your Alipay account',
    submit: 'Add account',
    addressHint:
      'Check the address and network carefully: coins sent on the wrong network cannot be recovered',
  },
};

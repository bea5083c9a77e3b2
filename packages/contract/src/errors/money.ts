import { defineErrors } from './defineErrors.ts';

/**
 * Error codes of the wallet, deposit, withdrawal, transfer, exchange and records endpoints (owned with the
 * ledger in packages/server/src/money). Messages are what a member reads.
 */
export const moneyErrors = defineErrors({
  IDEMPOTENCY_KEY_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '请求标识格式不正确，请重试',
      'zh-HK': '請求標識格式不正確，請重試',
      'en-US': 'Idempotency-Key must be 16 to 64 letters, digits, "-" or "_"',
    },
  },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: {
    httpStatus: 409,
    messages: {
      'zh-CN': '相同的请求正在处理中，请稍后查看结果',
      'zh-HK': '相同的請求正在處理中，請稍後查看結果',
      'en-US': 'The same request is still being processed; check the result shortly',
    },
  },
  INSUFFICIENT_BALANCE: {
    httpStatus: 422,
    messages: { 'zh-CN': '余额不足', 'zh-HK': '餘額不足', 'en-US': 'Insufficient balance' },
  },
  AMOUNT_BELOW_MINIMUM: {
    httpStatus: 400,
    messages: {
      'zh-CN': '金额低于最低限额',
      'zh-HK': '金額低於最低限額',
      'en-US': 'The amount is below the minimum',
    },
  },
  AMOUNT_ABOVE_MAXIMUM: {
    httpStatus: 400,
    messages: {
      'zh-CN': '金额超过最高限额',
      'zh-HK': '金額超過最高限額',
      'en-US': 'The amount is above the maximum',
    },
  },
  WITHDRAW_PASSWORD_NOT_SET: {
    httpStatus: 403,
    messages: {
      'zh-CN': '为了您的账户安全，请先设置提现密码，再添加提现账户或提现',
      'zh-HK': '為了您的賬戶安全，請先設置提現密碼，再添加提現賬戶或提現',
      'en-US':
        'For account safety, set a withdrawal password before adding a withdrawal account or withdrawing',
    },
  },
  WITHDRAW_PASSWORD_ALREADY_SET: {
    httpStatus: 409,
    messages: {
      'zh-CN': '提现密码已设置，请使用修改提现密码',
      'zh-HK': '提現密碼已設置，請使用修改提現密碼',
      'en-US': 'The withdrawal password is already set; change it instead',
    },
  },
  WITHDRAW_PASSWORD_FORMAT: {
    httpStatus: 400,
    messages: {
      'zh-CN': '提现密码须为6位数字',
      'zh-HK': '提現密碼須為6位數字',
      'en-US': 'The withdrawal password must be 6 digits',
    },
  },
  WITHDRAW_PASSWORD_INCORRECT: {
    httpStatus: 403,
    messages: {
      'zh-CN': '提现密码错误',
      'zh-HK': '提現密碼錯誤',
      'en-US': 'The withdrawal password is incorrect',
    },
  },
  WITHDRAW_PASSWORD_LOCKED: {
    httpStatus: 423,
    messages: {
      'zh-CN': '提现密码错误次数过多，请30分钟后再试',
      'zh-HK': '提現密碼錯誤次數過多，請30分鐘後再試',
      'en-US': 'Too many wrong withdrawal passwords; please try again in 30 minutes',
    },
  },
  WITHDRAWAL_ACCOUNT_NOT_FOUND: {
    httpStatus: 404,
    messages: {
      'zh-CN': '提现账户不存在',
      'zh-HK': '提現賬戶不存在',
      'en-US': 'Withdrawal account not found',
    },
  },
  WITHDRAWAL_ACCOUNT_DUPLICATE: {
    httpStatus: 409,
    messages: {
      'zh-CN': '该提现账户已绑定',
      'zh-HK': '該提現賬戶已綁定',
      'en-US': 'This withdrawal account is already added',
    },
  },
  WITHDRAWAL_ACCOUNT_LIMIT: {
    httpStatus: 409,
    messages: {
      'zh-CN': '提现账户数量已达上限',
      'zh-HK': '提現賬戶數量已達上限',
      'en-US': 'You have reached the maximum number of withdrawal accounts',
    },
  },
  BANK_CARD_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '银行卡号不正确',
      'zh-HK': '銀行卡號不正確',
      'en-US': 'The bank card number is not valid',
    },
  },
  USDT_ADDRESS_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '钱包地址与所选网络不符',
      'zh-HK': '錢包地址與所選網絡不符',
      'en-US': 'The wallet address does not match the selected network',
    },
  },
  ALIPAY_ACCOUNT_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '支付宝账号须为手机号或邮箱',
      'zh-HK': '支付寶賬號須為手機號或郵箱',
      'en-US': 'The Alipay account must be a phone number or an email address',
    },
  },
  DEPOSIT_CHANNEL_NOT_FOUND: {
    httpStatus: 404,
    messages: {
      'zh-CN': '该充值方式暂不可用',
      'zh-HK': '該充值方式暫不可用',
      'en-US': 'This deposit method is not available',
    },
  },
  DEPOSIT_ORDER_NOT_FOUND: {
    httpStatus: 404,
    messages: { 'zh-CN': '充值订单不存在', 'zh-HK': '充值訂單不存在', 'en-US': 'Deposit order not found' },
  },
  VENUE_WALLET_NOT_FOUND: {
    httpStatus: 404,
    messages: { 'zh-CN': '场馆钱包不存在', 'zh-HK': '場館錢包不存在', 'en-US': 'Venue wallet not found' },
  },
  VENUE_UNDER_MAINTENANCE: {
    httpStatus: 423,
    messages: {
      'zh-CN': '场馆维护中，暂不能转账',
      'zh-HK': '場館維護中，暫不能轉賬',
      'en-US': 'The venue is under maintenance; transfers are paused',
    },
  },
  EXCHANGE_PAIR_UNAVAILABLE: {
    httpStatus: 400,
    messages: {
      'zh-CN': '暂不支持该币种兑换',
      'zh-HK': '暫不支援該幣種兌換',
      'en-US': 'Exchange between these currencies is not available',
    },
  },
  EXCHANGE_AMOUNT_TOO_SMALL: {
    httpStatus: 400,
    messages: {
      'zh-CN': '兑换金额过小',
      'zh-HK': '兌換金額過小',
      'en-US': 'The amount is too small to exchange',
    },
  },
  EXCHANGE_QUOTE_NOT_FOUND: {
    httpStatus: 404,
    messages: { 'zh-CN': '报价不存在', 'zh-HK': '報價不存在', 'en-US': 'Quote not found' },
  },
  EXCHANGE_QUOTE_EXPIRED: {
    httpStatus: 409,
    messages: {
      'zh-CN': '汇率已更新，请重新获取报价',
      'zh-HK': '匯率已更新，請重新獲取報價',
      'en-US': 'The quote has expired; please get a new one',
    },
  },
  EXCHANGE_QUOTE_USED: {
    httpStatus: 409,
    messages: {
      'zh-CN': '该报价已使用',
      'zh-HK': '該報價已使用',
      'en-US': 'This quote has already been used',
    },
  },
});

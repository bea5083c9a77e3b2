import { defineErrors } from './defineErrors.ts';

/**
 * Error codes of the wallet, deposit, withdrawal, transfer, exchange and records endpoints (owned with the
 * ledger in packages/server/src/money). Their messages, what a member reads, are in `languages/`.
 */
export const moneyErrors = defineErrors({
  IDEMPOTENCY_KEY_INVALID: {
    httpStatus: 400,
  },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: {
    httpStatus: 409,
  },
  INSUFFICIENT_BALANCE: {
    httpStatus: 422,
  },
  AMOUNT_BELOW_MINIMUM: {
    httpStatus: 400,
  },
  AMOUNT_ABOVE_MAXIMUM: {
    httpStatus: 400,
  },
  WITHDRAW_PASSWORD_NOT_SET: {
    httpStatus: 403,
  },
  WITHDRAW_PASSWORD_ALREADY_SET: {
    httpStatus: 409,
  },
  WITHDRAW_PASSWORD_FORMAT: {
    httpStatus: 400,
  },
  WITHDRAW_PASSWORD_INCORRECT: {
    httpStatus: 403,
  },
  WITHDRAW_PASSWORD_LOCKED: {
    httpStatus: 423,
  },
  WITHDRAWAL_ACCOUNT_NOT_FOUND: {
    httpStatus: 404,
  },
  /** a withdrawal to an account still inside the site's delay for new accounts (details say from when) */
  WITHDRAWAL_ACCOUNT_NOT_YET_USABLE: {
    httpStatus: 409,
  },
  WITHDRAWAL_ACCOUNT_DUPLICATE: {
    httpStatus: 409,
  },
  WITHDRAWAL_ACCOUNT_LIMIT: {
    httpStatus: 409,
  },
  BANK_CARD_INVALID: {
    httpStatus: 400,
  },
  USDT_ADDRESS_INVALID: {
    httpStatus: 400,
  },
  ALIPAY_ACCOUNT_INVALID: {
    httpStatus: 400,
  },
  DEPOSIT_CHANNEL_NOT_FOUND: {
    httpStatus: 404,
  },
  DEPOSIT_ORDER_NOT_FOUND: {
    httpStatus: 404,
  },
  VENUE_WALLET_NOT_FOUND: {
    httpStatus: 404,
  },
  VENUE_UNDER_MAINTENANCE: {
    httpStatus: 423,
  },
  EXCHANGE_PAIR_UNAVAILABLE: {
    httpStatus: 400,
  },
  EXCHANGE_AMOUNT_TOO_SMALL: {
    httpStatus: 400,
  },
  EXCHANGE_QUOTE_NOT_FOUND: {
    httpStatus: 404,
  },
  EXCHANGE_QUOTE_EXPIRED: {
    httpStatus: 409,
  },
  EXCHANGE_QUOTE_USED: {
    httpStatus: 409,
  },
});

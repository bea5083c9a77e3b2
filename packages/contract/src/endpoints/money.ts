import {
  betStatuses,
  decisionStatuses,
  movementStatuses,
  usdtNetworks,
  withdrawalAccountKinds,
} from '@platform/domain';
import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { Acknowledged, EncryptedPassword, MaintenanceNoteText, PageOf, Paging, Timestamp } from './common.ts';
import { TwoStepCode } from './security.ts';

/**
 * Wallet, deposit, withdrawal, transfer, exchange and records endpoints. Every amount is an integer number of
 * minor units (cents) in a field ending in `Minor`, with its currency code beside it. Money-moving POSTs
 * require the `Idempotency-Key` header.
 */

const FINANCE_PATH = '/api/f/v1/finance';
const RECORDS_PATH = '/api/findmed/v1/member/records';

/** The largest amount one request may move: 1e11 minor units (one billion units), far below 2^53. */
export const MAXIMUM_REQUEST_AMOUNT_MINOR = 100_000_000_000;

export const AmountMinor = Type.Integer({
  minimum: 1,
  maximum: MAXIMUM_REQUEST_AMOUNT_MINOR,
  description: 'Amount in minor units (hundredths), a positive whole number',
});
const BalanceMinor = Type.Integer({ description: 'Balance in minor units (hundredths)' });
export const CurrencyCode = Type.String({
  pattern: '^[A-Z]{3,5}$',
  description: "Currency code, e.g. 'CNY', 'USDT'",
});
/** Wallet code of a game venue (a member has one venue wallet per venue). */
export const WalletCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$', description: 'Venue wallet code' });
export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'Id (UUID)',
});

/** Date-range selector of the records pages: -1 all time, 0 today, 1 yesterday, 2 last 7 days, 3 last 30 days. */
export const DateRangePresetSchema = Type.Union(
  [Type.Literal(-1), Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)],
  { description: '-1 all time, 0 today, 1 yesterday, 2 last 7 days, 3 last 30 days (site time zone)' },
);
const RecordsQuery = { preset: Type.Optional(DateRangePresetSchema), ...Paging };

export const Balance = Type.Object({
  currency: CurrencyCode,
  balanceMinor: BalanceMinor,
  withdrawalPendingMinor: Type.Integer({
    minimum: 0,
    description: 'Held for withdrawals awaiting a decision',
  }),
  virtualCurrency: CurrencyCode,
  virtualBalanceMinor: BalanceMinor,
});

export const VenueWallet = Type.Object({
  walletCode: WalletCode,
  name: Type.String(),
  currency: CurrencyCode,
  balanceMinor: BalanceMinor,
  maintenance: Type.Boolean({ description: 'Transfers to and from the venue are paused' }),
  maintenanceNote: Type.Optional(MaintenanceNoteText),
});

const WithdrawalAccountKindSchema = Type.Enum(withdrawalAccountKinds);
const UsdtNetworkSchema = Type.Enum(usdtNetworks);

export const WithdrawalAccount = Type.Object({
  id: Uuid,
  kind: WithdrawalAccountKindSchema,
  network: Type.Union([UsdtNetworkSchema, Type.Null()]),
  holderName: Type.String(),
  bankName: Type.String(),
  accountNumberMasked: Type.String({
    description: 'Card number, address or Alipay account with the middle hidden',
  }),
  createdAt: Timestamp,
  usableFrom: Type.String({
    format: 'date-time',
    description: "When a withdrawal can first pay out to it (the site's delay for a newly added account)",
  }),
});

const DepositChannelKindSchema = Type.Union([
  Type.Literal('bank_transfer'),
  Type.Literal('usdt_trc20'),
  Type.Literal('usdt_erc20'),
  Type.Literal('alipay'),
]);

export const DepositChannel = Type.Object({
  id: Uuid,
  paymentId: Type.Integer({ description: "The site config's enabled payment id" }),
  kind: DepositChannelKindSchema,
  name: Type.String(),
  currency: CurrencyCode,
  minimumMinor: AmountMinor,
  maximumMinor: AmountMinor,
});

export const DepositReceivingDetailsSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('bank_transfer'),
    bankName: Type.String(),
    accountHolder: Type.String(),
    accountNumber: Type.String(),
    branch: Type.String(),
  }),
  Type.Object({
    kind: Type.Union([Type.Literal('usdt_trc20'), Type.Literal('usdt_erc20')]),
    walletAddress: Type.String(),
  }),
  Type.Object({ kind: Type.Literal('alipay'), accountHolder: Type.String(), alipayAccount: Type.String() }),
]);

const DecisionStatus = Type.Enum(decisionStatuses);

export const DepositOrder = Type.Object({
  id: Uuid,
  channelName: Type.String(),
  currency: CurrencyCode,
  amountMinor: AmountMinor,
  referenceCode: Type.String({
    description: 'Write this in the payment remark so the payment can be matched',
  }),
  receivingDetails: DepositReceivingDetailsSchema,
  status: DecisionStatus,
  expired: Type.Boolean({ description: 'Pending and past its expiry: pay no more, create a new order' }),
  expiresAt: Timestamp,
  createdAt: Timestamp,
});

export const WithdrawalRequest = Type.Object({
  id: Uuid,
  currency: CurrencyCode,
  amountMinor: AmountMinor,
  feeMinor: Type.Integer({
    minimum: 0,
    description: 'Kept by the payout channel: the member receives amountMinor - feeMinor',
  }),
  status: DecisionStatus,
  decisionReason: Type.Union([Type.String(), Type.Null()], {
    description: "The operator's reason, given with a rejection; null while pending or without one",
  }),
  account: WithdrawalAccount,
  createdAt: Timestamp,
  decidedAt: Type.Union([Timestamp, Type.Null()]),
});

export const WithdrawTerms = Type.Object({
  currency: CurrencyCode,
  feeBasisPoints: Type.Integer({
    minimum: 0,
    maximum: 10_000,
    description: 'The withdrawal fee rate in hundredths of a percent (fee = floor(amount x rate / 10000))',
  }),
  turnoverMultiple: Type.Integer({
    minimum: 0,
    description: 'Each approved deposit is to be staked this many times over',
  }),
  remainingTurnoverMinor: Type.Integer({
    minimum: 0,
    description: 'Stakes still to place to meet the turnover of the approved deposits (0 when met)',
  }),
});

export const ExchangeRate = Type.Object({
  fromCurrency: CurrencyCode,
  toCurrency: CurrencyCode,
  rate: Type.String({
    description: 'Exact rate, up to 8 decimals: units of toCurrency per unit of fromCurrency',
  }),
  rateDisplay: Type.String({ description: 'The rate floored to 2 decimals for display' }),
});

export const ExchangeQuote = Type.Object({
  quoteId: Uuid,
  fromCurrency: CurrencyCode,
  toCurrency: CurrencyCode,
  rate: Type.String(),
  rateDisplay: Type.String(),
  fromAmountMinor: AmountMinor,
  toAmountMinor: Type.Integer({ minimum: 1, description: 'Floored, so an exchange never creates value' }),
  expiresAt: Timestamp,
});

const WalletKindSchema = Type.Union([
  Type.Literal('central'),
  Type.Literal('virtual'),
  Type.Literal('venue'),
]);

export const AssetWallet = Type.Object({
  kind: WalletKindSchema,
  walletCode: Type.String({ description: "Venue wallet code; '' for the central and virtual wallets" }),
  name: Type.String(),
  currency: CurrencyCode,
  balanceMinor: BalanceMinor,
});

const TransactionKindSchema = Type.Union([
  Type.Literal('opening_balance'),
  Type.Literal('deposit'),
  Type.Literal('withdrawal_hold'),
  Type.Literal('withdrawal_paid'),
  Type.Literal('withdrawal_released'),
  Type.Literal('transfer_to_venue'),
  Type.Literal('transfer_from_venue'),
  Type.Literal('exchange'),
  Type.Literal('reward'),
  Type.Literal('bet_stake'),
  Type.Literal('bet_payout'),
]);

/** One movement as the member sees it: the change of each of their wallets. */
const WalletChange = Type.Object({
  kind: Type.Union([WalletKindSchema, Type.Literal('withdrawal_hold')]),
  walletCode: Type.String(),
  currency: CurrencyCode,
  amountMinor: Type.Integer({ description: 'Signed change, minor units' }),
  balanceAfterMinor: BalanceMinor,
});

export const TransactionRecord = Type.Object({
  id: Uuid,
  kind: TransactionKindSchema,
  status: Type.Enum(movementStatuses, {
    description:
      "The status of the movement the line belongs to: a withdrawal's hold is pending until the withdrawal is decided",
  }),
  description: Type.String(),
  changes: Type.Array(WalletChange),
  createdAt: Timestamp,
});

export const TransactionRecordDetail = Type.Object({
  ...TransactionRecord.properties,
  referenceId: Type.Union([Type.String(), Type.Null()]),
  actor: Type.String({ description: "Who caused it: 'member', 'operator' or 'system'" }),
});

const BetStatusSchema = Type.Enum(betStatuses);

export const BetRecord = Type.Object({
  id: Uuid,
  walletCode: WalletCode,
  venueName: Type.String({
    description: "The venue's name in the site's language (the wallet code when unknown)",
  }),
  gameName: Type.String(),
  currency: CurrencyCode,
  stakeMinor: AmountMinor,
  payoutMinor: Type.Integer({ minimum: 0 }),
  status: BetStatusSchema,
  placedAt: Timestamp,
  settledAt: Type.Union([Timestamp, Type.Null()]),
});

export const BetRecordDetail = Type.Object({
  ...BetRecord.properties,
  selection: Type.Object({
    event: Type.String(),
    market: Type.String(),
    pick: Type.String(),
    odds: Type.String(),
  }),
});

/** A redemption is a currency exchange (兑换) the member made. */
export const RedemptionRecord = Type.Object({
  id: Uuid,
  fromCurrency: CurrencyCode,
  toCurrency: CurrencyCode,
  fromAmountMinor: AmountMinor,
  toAmountMinor: AmountMinor,
  rate: Type.String(),
  createdAt: Timestamp,
});

const WithdrawPasswordErrors = [
  'WITHDRAW_PASSWORD_NOT_SET',
  'WITHDRAW_PASSWORD_INCORRECT',
  'WITHDRAW_PASSWORD_LOCKED',
  'ENCRYPTED_FIELD_INVALID',
] as const;
/** What a money-moving endpoint may answer about its Idempotency-Key (task claims credit rewards, so use them too). */
export const IdempotencyErrors = [
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
] as const;

/** A deposit, an exchange into the central currency or a transfer into a venue during a time-out or self-exclusion (safer play). */
export const SaferPlayMoneyRefusals = ['TIME_OUT_IN_FORCE', 'SELF_EXCLUSION_IN_FORCE'] as const;
/** A transfer into a venue or a game launch past a loss or session-time limit (safer play). */
export const SaferPlayPlayRefusals = ['LOSS_LIMIT_EXCEEDED', 'SESSION_TIME_LIMIT_REACHED'] as const;

export const moneyEndpoints = {
  balance: defineEndpoint({
    name: 'balance',
    method: 'GET',
    path: '/api/findmed/v1/member/balance',
    auth: 'member',
    encoding: 'none',
    summary: "The member's central wallet, virtual-currency wallet and funds held for pending withdrawals",
    response: Balance,
    errors: [],
  }),
  walletList: defineEndpoint({
    name: 'walletList',
    method: 'GET',
    path: '/api/game/walletlist',
    auth: 'member',
    encoding: 'none',
    summary: "The member's venue wallets with balances; show=1 lists only wallets holding money",
    query: Type.Object({ show: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }),
    response: Type.Array(VenueWallet),
    errors: [],
  }),
  myAssets: defineEndpoint({
    name: 'myAssets',
    method: 'GET',
    path: `${FINANCE_PATH}/assets`,
    auth: 'member',
    encoding: 'none',
    summary: 'Every wallet of the member (central, virtual currency, each venue) and the pending withdrawals',
    response: Type.Object({
      wallets: Type.Array(AssetWallet),
      withdrawalPendingMinor: Type.Integer({ minimum: 0 }),
      centralCurrency: CurrencyCode,
      totalInCentralCurrencyMinor: Type.Integer({
        description:
          'Central and venue wallets plus pending withdrawals (virtual currency is listed, not converted)',
      }),
    }),
    errors: [],
  }),
  withdrawPasswordConfig: defineEndpoint({
    name: 'withdrawPasswordConfig',
    method: 'GET',
    path: '/api/f/v1/withdraw/password/config',
    auth: 'member',
    encoding: 'none',
    summary: 'd: the withdrawal-password feature is enabled on the site; p: the member has set one',
    response: Type.Object({ d: Type.Boolean(), p: Type.Boolean() }),
    errors: [],
  }),
  withdrawPasswordSet: defineEndpoint({
    name: 'withdrawPasswordSet',
    method: 'POST',
    path: '/api/f/v1/withdraw/password/set',
    auth: 'member',
    encoding: 'form',
    summary: 'Set the withdrawal password (6 digits, RSA-encrypted) for the first time',
    body: Type.Object({ password: EncryptedPassword }),
    response: Acknowledged,
    errors: ['WITHDRAW_PASSWORD_ALREADY_SET', 'WITHDRAW_PASSWORD_FORMAT', 'ENCRYPTED_FIELD_INVALID'],
  }),
  withdrawPasswordChange: defineEndpoint({
    name: 'withdrawPasswordChange',
    method: 'POST',
    path: '/api/f/v1/withdraw/password/change',
    auth: 'member',
    encoding: 'form',
    summary: 'Change the withdrawal password: the current one proves it is the member',
    body: Type.Object({ oldPassword: EncryptedPassword, newPassword: EncryptedPassword }),
    response: Acknowledged,
    errors: [...WithdrawPasswordErrors, 'WITHDRAW_PASSWORD_FORMAT'],
  }),
  withdrawalAccounts: defineEndpoint({
    name: 'withdrawalAccounts',
    method: 'GET',
    path: `${FINANCE_PATH}/withdrawal-accounts`,
    auth: 'member',
    encoding: 'none',
    summary: "The member's withdrawal accounts (numbers masked)",
    response: Type.Array(WithdrawalAccount),
    errors: [],
  }),
  withdrawalAccountAdd: defineEndpoint({
    name: 'withdrawalAccountAdd',
    method: 'POST',
    path: `${FINANCE_PATH}/withdrawal-accounts/add`,
    auth: 'member',
    encoding: 'form',
    summary:
      'Add a bank card (bankName, accountNumber), virtual-coin address (network, accountNumber) or Alipay account; needs the withdrawal password',
    body: Type.Object({
      kind: WithdrawalAccountKindSchema,
      holderName: Type.String({ minLength: 1, maxLength: 40 }),
      bankName: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
      network: Type.Optional(UsdtNetworkSchema),
      accountNumber: Type.String({ minLength: 1, maxLength: 128 }),
      withdrawPassword: EncryptedPassword,
    }),
    response: WithdrawalAccount,
    errors: [
      ...WithdrawPasswordErrors,
      'BANK_CARD_INVALID',
      'USDT_ADDRESS_INVALID',
      'ALIPAY_ACCOUNT_INVALID',
      'WITHDRAWAL_ACCOUNT_DUPLICATE',
      'WITHDRAWAL_ACCOUNT_LIMIT',
    ],
  }),
  withdrawalAccountRemove: defineEndpoint({
    name: 'withdrawalAccountRemove',
    method: 'POST',
    path: `${FINANCE_PATH}/withdrawal-accounts/remove`,
    auth: 'member',
    encoding: 'form',
    summary: 'Remove one of the member’s withdrawal accounts',
    body: Type.Object({ id: Uuid }),
    response: Acknowledged,
    errors: ['WITHDRAWAL_ACCOUNT_NOT_FOUND'],
  }),
  depositChannels: defineEndpoint({
    name: 'depositChannels',
    method: 'GET',
    path: `${FINANCE_PATH}/deposit/channels`,
    auth: 'member',
    encoding: 'none',
    summary: "The site's deposit channels (its enabled payment ids) with their limits",
    response: Type.Array(DepositChannel),
    errors: [],
  }),
  depositOrderCreate: defineEndpoint({
    name: 'depositOrderCreate',
    method: 'POST',
    path: `${FINANCE_PATH}/deposit/orders/create`,
    auth: 'member',
    encoding: 'form',
    summary:
      'Create a deposit order: returns where to pay, the amount and the expiry; credited when an operator approves',
    body: Type.Object({ channelId: Uuid, amountMinor: AmountMinor }),
    response: DepositOrder,
    moneyMoving: true,
    errors: [
      ...IdempotencyErrors,
      'DEPOSIT_CHANNEL_NOT_FOUND',
      'AMOUNT_BELOW_MINIMUM',
      'AMOUNT_ABOVE_MAXIMUM',
      ...SaferPlayMoneyRefusals,
      'DEPOSIT_LIMIT_CHOICE_REQUIRED',
      'DEPOSIT_LIMIT_EXCEEDED',
    ],
  }),
  depositOrderDetail: defineEndpoint({
    name: 'depositOrderDetail',
    method: 'GET',
    path: `${FINANCE_PATH}/deposit/orders/detail`,
    auth: 'member',
    encoding: 'none',
    summary: 'One of the member’s deposit orders (the deposit info page)',
    query: Type.Object({ id: Uuid }),
    response: DepositOrder,
    errors: ['DEPOSIT_ORDER_NOT_FOUND'],
  }),
  withdraw: defineEndpoint({
    name: 'withdraw',
    method: 'POST',
    path: `${FINANCE_PATH}/withdraw`,
    auth: 'member',
    encoding: 'form',
    summary: 'Request a withdrawal from the central wallet: the amount is held until an operator decides',
    body: Type.Object({
      withdrawalAccountId: Uuid,
      amountMinor: AmountMinor,
      withdrawPassword: EncryptedPassword,
      twoStepCode: Type.Optional(TwoStepCode),
    }),
    response: WithdrawalRequest,
    moneyMoving: true,
    errors: [
      ...IdempotencyErrors,
      ...WithdrawPasswordErrors,
      'TWO_STEP_CODE_REQUIRED',
      'TWO_STEP_CODE_INVALID',
      'TWO_STEP_LOCKED',
      'TWO_STEP_SETUP_REQUIRED',
      'WITHDRAWAL_ACCOUNT_NOT_FOUND',
      'WITHDRAWAL_ACCOUNT_NOT_YET_USABLE',
      'INSUFFICIENT_BALANCE',
    ],
  }),
  withdrawTerms: defineEndpoint({
    name: 'withdrawTerms',
    method: 'GET',
    path: `${FINANCE_PATH}/withdraw/terms`,
    auth: 'member',
    encoding: 'none',
    summary: "The site's withdrawal fee rate and the member's remaining turnover, shown before a withdrawal",
    response: WithdrawTerms,
    errors: [],
  }),
  withdrawalDetail: defineEndpoint({
    name: 'withdrawalDetail',
    method: 'GET',
    path: `${FINANCE_PATH}/withdraw/detail`,
    auth: 'member',
    encoding: 'none',
    summary: 'One of the member’s withdrawals with its status as it moves (and the reason of a rejection)',
    query: Type.Object({ id: Uuid }),
    response: WithdrawalRequest,
    errors: ['NOT_FOUND'],
  }),
  transfer: defineEndpoint({
    name: 'transfer',
    method: 'POST',
    path: `${FINANCE_PATH}/transfer`,
    auth: 'member',
    encoding: 'form',
    summary: 'Move money between the central wallet and one venue wallet',
    body: Type.Object({
      walletCode: WalletCode,
      direction: Type.Union([Type.Literal('to_venue'), Type.Literal('to_central')]),
      amountMinor: AmountMinor,
    }),
    response: Type.Object({
      walletCode: WalletCode,
      currency: CurrencyCode,
      centralBalanceMinor: BalanceMinor,
      venueBalanceMinor: BalanceMinor,
    }),
    moneyMoving: true,
    errors: [
      ...IdempotencyErrors,
      'VENUE_WALLET_NOT_FOUND',
      'VENUE_UNDER_MAINTENANCE',
      'INSUFFICIENT_BALANCE',
      ...SaferPlayMoneyRefusals,
      ...SaferPlayPlayRefusals,
    ],
  }),
  transferRecallAll: defineEndpoint({
    name: 'transferRecallAll',
    method: 'POST',
    path: `${FINANCE_PATH}/transfer/recall-all`,
    auth: 'member',
    encoding: 'form',
    summary:
      'Bring every venue wallet balance back to the central wallet (venues under maintenance are skipped)',
    body: Type.Object({}),
    response: Type.Object({
      currency: CurrencyCode,
      recalledMinor: Type.Integer({ minimum: 0 }),
      centralBalanceMinor: BalanceMinor,
      skippedWalletCodes: Type.Array(WalletCode),
    }),
    moneyMoving: true,
    errors: [...IdempotencyErrors],
  }),
  exchangeRates: defineEndpoint({
    name: 'exchangeRates',
    method: 'GET',
    path: `${FINANCE_PATH}/exchange/rates`,
    auth: 'member',
    encoding: 'none',
    summary: "The site's exchange rates",
    response: Type.Array(ExchangeRate),
    errors: [],
  }),
  exchangeQuote: defineEndpoint({
    name: 'exchangeQuote',
    method: 'POST',
    path: `${FINANCE_PATH}/exchange/quote`,
    auth: 'member',
    encoding: 'form',
    summary: 'Quote an exchange: the rate and the floored amount received, valid for a short time',
    body: Type.Object({ fromCurrency: CurrencyCode, toCurrency: CurrencyCode, amountMinor: AmountMinor }),
    response: ExchangeQuote,
    errors: ['EXCHANGE_PAIR_UNAVAILABLE', 'EXCHANGE_AMOUNT_TOO_SMALL'],
  }),
  exchange: defineEndpoint({
    name: 'exchange',
    method: 'POST',
    path: `${FINANCE_PATH}/exchange`,
    auth: 'member',
    encoding: 'form',
    summary: 'Exchange at a quoted rate (central wallet <-> virtual-currency wallet)',
    body: Type.Object({ quoteId: Uuid }),
    response: Type.Object({
      quote: ExchangeQuote,
      fromBalanceMinor: BalanceMinor,
      toBalanceMinor: BalanceMinor,
    }),
    moneyMoving: true,
    errors: [
      ...IdempotencyErrors,
      'EXCHANGE_QUOTE_NOT_FOUND',
      'EXCHANGE_QUOTE_EXPIRED',
      'EXCHANGE_QUOTE_USED',
      'INSUFFICIENT_BALANCE',
      ...SaferPlayMoneyRefusals,
      'DEPOSIT_LIMIT_CHOICE_REQUIRED',
      'DEPOSIT_LIMIT_EXCEEDED',
    ],
  }),
  transactionRecords: defineEndpoint({
    name: 'transactionRecords',
    method: 'GET',
    path: `${RECORDS_PATH}/transactions`,
    auth: 'member',
    encoding: 'none',
    summary: 'Money movements of the member, newest first, in a date range, optionally of one wallet only',
    query: Type.Object({
      ...RecordsQuery,
      wallet: Type.Optional(
        Type.Union([WalletKindSchema, Type.Literal('withdrawal_hold')], {
          description: "Only movements of this wallet, so the lines add up to the wallet's change",
        }),
      ),
      wallet_code: Type.Optional(WalletCode),
    }),
    response: PageOf(TransactionRecord),
    errors: [],
  }),
  transactionRecordDetail: defineEndpoint({
    name: 'transactionRecordDetail',
    method: 'GET',
    path: `${RECORDS_PATH}/transactions/detail`,
    auth: 'member',
    encoding: 'none',
    summary: 'One money movement of the member',
    query: Type.Object({ id: Uuid }),
    response: TransactionRecordDetail,
    errors: ['NOT_FOUND'],
  }),
  betRecords: defineEndpoint({
    name: 'betRecords',
    method: 'GET',
    path: `${RECORDS_PATH}/bets`,
    auth: 'member',
    encoding: 'none',
    summary: 'Bets of the member, newest first, in a date range',
    query: Type.Object(RecordsQuery),
    response: PageOf(BetRecord),
    errors: [],
  }),
  betRecordDetail: defineEndpoint({
    name: 'betRecordDetail',
    method: 'GET',
    path: `${RECORDS_PATH}/bets/detail`,
    auth: 'member',
    encoding: 'none',
    summary: 'One bet of the member with its selection',
    query: Type.Object({ id: Uuid }),
    response: BetRecordDetail,
    errors: ['NOT_FOUND'],
  }),
  redemptionRecords: defineEndpoint({
    name: 'redemptionRecords',
    method: 'GET',
    path: `${RECORDS_PATH}/redemptions`,
    auth: 'member',
    encoding: 'none',
    summary: 'Currency exchanges (redemptions) of the member, newest first, in a date range',
    query: Type.Object(RecordsQuery),
    response: PageOf(RedemptionRecord),
    errors: [],
  }),
  redemptionRecordDetail: defineEndpoint({
    name: 'redemptionRecordDetail',
    method: 'GET',
    path: `${RECORDS_PATH}/redemptions/detail`,
    auth: 'member',
    encoding: 'none',
    summary: 'One currency exchange of the member',
    query: Type.Object({ id: Uuid }),
    response: RedemptionRecord,
    errors: ['NOT_FOUND'],
  }),
};

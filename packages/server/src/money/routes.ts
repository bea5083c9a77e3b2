import { endpoints } from '@platform/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import type { Platform } from '../platform.ts';
import { memberBalance } from './balances.ts';
import { scheduleDepositExpirySweep } from './depositExpiry.ts';
import { createDepositOrder, depositChannelsOf, depositOrderOf } from './deposits.ts';
import { exchangeRatesOf, executeExchange, quoteExchange } from './exchange.ts';
import {
  type IdempotencyStrategy,
  type IdempotentRequest,
  ledgerKeyForRequest,
  runIdempotent,
} from './idempotency.ts';
import { openAccountsOf } from './memberAccounts.ts';
import { type MemberRef, memberActor } from './memberContext.ts';
import { myAssets } from './myAssets.ts';
import {
  betRecordDetail,
  betRecordsOf,
  redemptionRecordDetail,
  redemptionRecords,
  transactionRecordDetail,
  transactionRecords,
} from './records.ts';
import { recallAllVenueWallets, refusingVenueTransfer, venueTransferStatement } from './transfers.ts';
import { venueWalletsOf } from './venueWallets.ts';
import {
  addWithdrawalAccount,
  listWithdrawalAccounts,
  removeWithdrawalAccount,
} from './withdrawalAccounts.ts';
import { requestWithdrawal, withdrawalOf } from './withdrawals.ts';
import {
  changeWithdrawPassword,
  requireWithdrawPasswordSet,
  setWithdrawPassword,
  verifyWithdrawPassword,
  withdrawPasswordConfig,
} from './withdrawPassword.ts';
import { withdrawTerms } from './withdrawTerms.ts';

/** Marks a replayed reply, so clients and logs can tell a replay from a first answer (the body is identical). */
function markReplay(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}

type MoneyRequestContext = {
  db: MoneyExecutor;
  signedInMember: MemberRef;
  idempotencyKey: string | null;
  requestId: string;
  reply: FastifyReply;
};

type MoneyMeta = { actor: string; requestId: string; ledgerKey: string };

/** The idempotency scope and the ledger metadata of one money-moving request. */
function moneyRequestOf(context: MoneyRequestContext, endpoint: string, body: unknown) {
  const member = context.signedInMember;
  const request: IdempotentRequest = {
    memberId: member.id,
    endpoint,
    key: context.idempotencyKey ?? undefined,
    body,
  };
  const meta = {
    actor: memberActor(member),
    requestId: context.requestId,
    ledgerKey: ledgerKeyForRequest({ memberId: member.id, endpoint, key: request.key ?? '' }),
  };
  return { member, request, meta };
}

/**
 * Runs a money-moving handler once per Idempotency-Key through the one runner (`idempotency.ts`), with the
 * ledger key and actor derived from the request and the strategy the endpoint declares (README "Idempotency").
 */
async function idempotently<Reply>(
  context: MoneyRequestContext,
  endpoint: string,
  body: unknown,
  strategy: (meta: MoneyMeta) => IdempotencyStrategy<Reply>,
): Promise<Reply> {
  const { member, request, meta } = moneyRequestOf(context, endpoint, body);
  await openAccountsOf(context.db, member);
  const outcome = await runIdempotent(context.db, request, strategy(meta));
  markReplay(context.reply, outcome.replayed);
  return outcome.reply;
}

/**
 * The plaintext of an RSA-sealed password field. A ciphertext that does not open (malformed, stale, or its nonce
 * already spent) is ENCRYPTED_FIELD_INVALID, the same answer as a wrong password would get in spirit: no detail.
 */
async function openPassword(platform: Platform, ciphertext: string, field: string): Promise<string> {
  const password = await platform.passwordKeys.decryptPassword(ciphertext);
  if (password === null) throw new ApiError('ENCRYPTED_FIELD_INVALID', { field });
  return password;
}

/** The sealed withdrawal password of a request, checked against the member's (counted by its attempt budget). */
async function checkWithdrawPassword(platform: Platform, member: MemberRef, sealedPassword: string) {
  await requireWithdrawPasswordSet(platform.db, member);
  await verifyWithdrawPassword(
    platform.attemptThrottle,
    platform.db,
    member,
    await openPassword(platform, sealedPassword, 'withdrawPassword'),
  );
}

/** The wallet, deposit, withdrawal, transfer, exchange and records endpoints (contract: endpoints/money.ts). */
export async function moneyRoutes(app: FastifyInstance): Promise<void> {
  const expirySweep = scheduleDepositExpirySweep(
    app.platform.db,
    app.platform.events,
    app.platform.clock,
    (error) => app.log.error({ err: error }, 'deposit expiry sweep failed'),
  );
  app.addHook('onClose', async () => expirySweep.stop());

  registerEndpoint(app, endpoints.balance, ({ db, signedInMember }) => memberBalance(db, signedInMember));

  registerEndpoint(app, endpoints.walletList, async (context) => {
    const wallets = await venueWalletsOf(context.db, context.signedInMember);
    return context.query.show === 1 ? wallets.filter((wallet) => wallet.balanceMinor > 0) : wallets;
  });

  registerEndpoint(app, endpoints.myAssets, ({ db, signedInMember }) => myAssets(db, signedInMember));

  registerEndpoint(app, endpoints.withdrawPasswordConfig, ({ db, signedInMember }) =>
    withdrawPasswordConfig(db, signedInMember),
  );

  registerEndpoint(app, endpoints.withdrawPasswordSet, async ({ db, platform, signedInMember, body }) =>
    setWithdrawPassword(
      db,
      platform.events,
      signedInMember,
      await openPassword(platform, body.password, 'password'),
    ),
  );

  registerEndpoint(app, endpoints.withdrawPasswordChange, async ({ db, platform, signedInMember, body }) => {
    await requireWithdrawPasswordSet(db, signedInMember);
    return changeWithdrawPassword(platform.attemptThrottle, db, signedInMember, {
      oldPassword: await openPassword(platform, body.oldPassword, 'oldPassword'),
      newPassword: await openPassword(platform, body.newPassword, 'newPassword'),
    });
  });

  registerEndpoint(app, endpoints.withdrawalAccounts, ({ db, signedInMember }) =>
    listWithdrawalAccounts(db, signedInMember),
  );

  registerEndpoint(app, endpoints.withdrawalAccountAdd, async ({ db, platform, signedInMember, body }) => {
    const { withdrawPassword, ...account } = body;
    await checkWithdrawPassword(platform, signedInMember, withdrawPassword);
    return addWithdrawalAccount(db, signedInMember, account);
  });

  registerEndpoint(app, endpoints.withdrawalAccountRemove, ({ db, signedInMember, body }) =>
    removeWithdrawalAccount(db, signedInMember, body.id),
  );

  registerEndpoint(app, endpoints.depositChannels, ({ db, site }) => depositChannelsOf(db, site.code));

  registerEndpoint(app, endpoints.depositOrderCreate, (context) =>
    idempotently(context, 'depositOrderCreate', context.body, () => ({
      claim: 'withWork',
      work: (transaction) => createDepositOrder(transaction, context.signedInMember, context.body),
    })),
  );

  registerEndpoint(app, endpoints.depositOrderDetail, ({ db, signedInMember, query }) =>
    depositOrderOf(db, signedInMember, query.id),
  );

  registerEndpoint(app, endpoints.withdraw, (context) => {
    const { platform, signedInMember, body } = context;
    // The password is not part of what the request does: a retry may carry a freshly sealed copy.
    const { withdrawPassword, ...withdrawal } = body;
    // The password check runs outside the transaction, so the key is claimed first: a duplicate waits for the
    // first outcome instead of spending the sealed password (and a password attempt) again.
    return idempotently(context, 'withdraw', withdrawal, (meta) => ({
      claim: 'beforePreparing',
      prepare: () => checkWithdrawPassword(platform, signedInMember, withdrawPassword),
      work: (transaction) =>
        requestWithdrawal(transaction, platform.events, signedInMember, withdrawal, meta),
    }));
  });

  registerEndpoint(app, endpoints.withdrawTerms, ({ db, signedInMember }) =>
    withdrawTerms(db, signedInMember),
  );

  registerEndpoint(app, endpoints.withdrawalDetail, ({ db, signedInMember, query }) =>
    withdrawalOf(db, signedInMember, query.id),
  );

  // The busiest movement (members move money to and from venues all the time): claim, venue checks, posting and
  // reply in one statement.
  registerEndpoint(app, endpoints.transfer, (context) =>
    refusingVenueTransfer(() =>
      idempotently(context, 'transfer', context.body, (meta) => ({
        claim: 'inPostingStatement',
        ...venueTransferStatement(context.signedInMember, context.body, meta),
      })),
    ),
  );

  registerEndpoint(app, endpoints.transferRecallAll, (context) =>
    idempotently(context, 'transferRecallAll', context.body, (meta) => ({
      claim: 'withWork',
      work: (transaction) => recallAllVenueWallets(transaction, context.signedInMember, meta),
    })),
  );

  registerEndpoint(app, endpoints.exchangeRates, ({ db, site }) => exchangeRatesOf(db, site.code));

  registerEndpoint(app, endpoints.exchangeQuote, ({ db, signedInMember, body }) =>
    quoteExchange(db, signedInMember, body),
  );

  registerEndpoint(app, endpoints.exchange, (context) =>
    idempotently(context, 'exchange', context.body, (meta) => ({
      claim: 'withWork',
      work: (transaction) => executeExchange(transaction, context.signedInMember, context.body.quoteId, meta),
    })),
  );

  registerEndpoint(app, endpoints.transactionRecords, ({ db, signedInMember, query }) =>
    transactionRecords(db, signedInMember, query),
  );
  registerEndpoint(app, endpoints.transactionRecordDetail, ({ db, signedInMember, query }) =>
    transactionRecordDetail(db, signedInMember, query.id),
  );
  registerEndpoint(app, endpoints.betRecords, ({ db, signedInMember, query }) =>
    betRecordsOf(db, signedInMember, query),
  );
  registerEndpoint(app, endpoints.betRecordDetail, ({ db, signedInMember, query }) =>
    betRecordDetail(db, signedInMember, query.id),
  );
  registerEndpoint(app, endpoints.redemptionRecords, ({ db, signedInMember, query }) =>
    redemptionRecords(db, signedInMember, query),
  );
  registerEndpoint(app, endpoints.redemptionRecordDetail, ({ db, signedInMember, query }) =>
    redemptionRecordDetail(db, signedInMember, query.id),
  );
}

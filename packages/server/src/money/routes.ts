import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import type { Platform } from '../platform.ts';
import { enforcePlayRules } from '../saferPlay/enforcement.ts';
import { saferPlaySettingsOf } from '../saferPlay/settings.ts';
import { checkWithdrawalCredentials } from '../securityCentre/withdrawalSecurity.ts';
import { memberBalance } from './balances.ts';
import { scheduleDepositExpirySweep } from './depositExpiry.ts';
import { createDepositOrder, depositChannelsOf, depositOrderOf } from './deposits.ts';
import { exchangeRatesOf, executeExchange, quoteExchange } from './exchange.ts';
import { idempotently } from './idempotentRequest.ts';
import type { MemberRef } from './memberContext.ts';
import { myAssets } from './myAssets.ts';
import {
  betRecordDetail,
  betRecordsOf,
  redemptionRecordDetail,
  redemptionRecords,
  transactionRecordDetail,
  transactionRecords,
} from './records.ts';
import {
  recallAllVenueWallets,
  refusingVenueTransfer,
  transferToVenueInTransaction,
  venueTransferStatement,
} from './transfers.ts';
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
    const wallets = await venueWalletsOf(context.db, context.signedInMember, context.locale);
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
    return changeWithdrawPassword(platform.attemptThrottle, db, platform.events, signedInMember, {
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
    return addWithdrawalAccount(db, platform.events, signedInMember, account, new Date(platform.clock()));
  });

  registerEndpoint(app, endpoints.withdrawalAccountRemove, ({ db, signedInMember, body }) =>
    removeWithdrawalAccount(db, signedInMember, body.id),
  );

  registerEndpoint(app, endpoints.depositChannels, ({ db, site }) => depositChannelsOf(db, site.code));

  registerEndpoint(app, endpoints.depositOrderCreate, (context) =>
    idempotently(context, 'depositOrderCreate', context.body, () => ({
      claim: 'withWork',
      work: (transaction) =>
        createDepositOrder(
          transaction,
          context.signedInMember,
          context.body,
          new Date(context.platform.clock()),
        ),
    })),
  );

  registerEndpoint(app, endpoints.depositOrderDetail, ({ db, signedInMember, query }) =>
    depositOrderOf(db, signedInMember, query.id),
  );

  registerEndpoint(app, endpoints.withdraw, (context) => {
    const { platform, signedInMember, body } = context;
    // The password is not part of what the request does: a retry may carry a freshly sealed copy.
    const { withdrawPassword, twoStepCode, ...withdrawal } = body;
    // The password check runs outside the transaction, so the key is claimed first: a duplicate waits for the
    // first outcome instead of spending the sealed password (and a password attempt) again.
    return idempotently(context, 'withdraw', withdrawal, (meta) => ({
      claim: 'beforePreparing',
      prepare: () =>
        checkWithdrawalCredentials(
          platform,
          signedInMember,
          { amountMinor: withdrawal.amountMinor, twoStepCode },
          () => checkWithdrawPassword(platform, signedInMember, withdrawPassword),
        ),
      work: (transaction) =>
        requestWithdrawal(
          transaction,
          platform.events,
          signedInMember,
          withdrawal,
          meta,
          new Date(platform.clock()),
        ),
    }));
  });

  registerEndpoint(app, endpoints.withdrawTerms, ({ db, signedInMember }) =>
    withdrawTerms(db, signedInMember),
  );

  registerEndpoint(app, endpoints.withdrawalDetail, ({ db, signedInMember, query }) =>
    withdrawalOf(db, signedInMember, query.id),
  );

  // The busiest movement (members move money to and from venues all the time): claim, venue checks, posting and
  // reply in one statement. On a safer-play site a transfer into a venue is checked against the member's break
  // and limits first, in the posting's own transaction (a few statements instead of one).
  registerEndpoint(app, endpoints.transfer, (context) => {
    const { signedInMember, body } = context;
    const checked = body.direction === 'to_venue' && saferPlaySettingsOf(signedInMember.siteCode) !== null;
    return refusingVenueTransfer(() =>
      idempotently(context, 'transfer', body, (meta) =>
        checked
          ? {
              claim: 'withWork',
              work: async (transaction) => {
                await enforcePlayRules(
                  transaction,
                  signedInMember,
                  { sessionToken: context.sessionToken ?? '', transferInMinor: body.amountMinor },
                  new Date(context.platform.clock()),
                );
                return transferToVenueInTransaction(transaction, signedInMember, body, meta);
              },
            }
          : { claim: 'inPostingStatement', ...venueTransferStatement(signedInMember, body, meta) },
      ),
    );
  });

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
      work: (transaction) =>
        executeExchange(
          transaction,
          context.signedInMember,
          context.body.quoteId,
          meta,
          new Date(context.platform.clock()),
        ),
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

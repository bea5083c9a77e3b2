import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { venues } from '../../src/db/schema/catalogue.ts';
import { members } from '../../src/db/schema/members.ts';
import { withdrawalAccounts } from '../../src/db/schema/paymentTables.ts';
import { memberAccount, systemAccount } from '../../src/ledger/accounts.ts';
import type { MoneyExecutor } from '../../src/ledger/executor.ts';
import { postLedgerTransaction } from '../../src/ledger/postTransaction.ts';
import { siteMoneySettings } from '../../src/ledger/siteMoneySettings.ts';
import { openAccountsOf } from '../../src/money/memberAccounts.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { seedMoney } from '../../src/money/seed.ts';

/** A member row of S1's members table (the ledger needs only id and site). */
export async function createTestMember(database: MoneyExecutor, siteCode = 'hgty'): Promise<MemberRef> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await database
    .insert(members)
    .values({
      siteCode,
      username: `m${suffix}`,
      passwordHash: 'not-a-real-hash',
      inviteCode: `T${suffix}`.toUpperCase(),
    })
    .returning({ id: members.id, siteCode: members.siteCode });
  if (!row) throw new Error('member insert returned nothing');
  // as registration would: the member's accounts exist before their first money operation
  await openAccountsOf(database, row);
  return row;
}

/** Venues, deposit channels (payment ids 1-4) and exchange rates for one site. */
export async function seedTestSite(
  database: MoneyExecutor,
  siteCode = 'hgty',
  venueCodes: readonly { walletCode: string; maintenance?: boolean }[] = [
    { walletCode: 'SPORT' },
    { walletCode: 'LIVE' },
    { walletCode: 'SLOTS', maintenance: true },
  ],
): Promise<void> {
  await database
    .insert(venues)
    .values(
      venueCodes.map((venue) => ({
        siteCode,
        walletCode: venue.walletCode,
        name: `${venue.walletCode} venue`,
        maintenance: venue.maintenance ?? false,
      })),
    )
    .onConflictDoNothing();
  await seedMoney(database, {
    sites: [{ code: siteCode, config: { enabledPaymentIds: [1, 2, 3, 4] } }],
    demoMembers: [],
  });
}

/**
 * Credits a member's central (or virtual, or one venue's) wallet from the house, as the demo opening balance
 * does; a venue wallet is named `{ venue: <wallet code> }` and holds the site's central currency.
 */
export async function fundMember(
  database: MoneyExecutor,
  member: MemberRef,
  amountMinor: number,
  wallet: 'central' | 'virtual' | { venue: string } = 'central',
): Promise<void> {
  const settings = siteMoneySettings(member.siteCode);
  const currency = wallet === 'virtual' ? settings.virtualCurrency : settings.centralCurrency;
  const account =
    typeof wallet === 'object'
      ? memberAccount(member.siteCode, member.id, 'venue', currency, wallet.venue)
      : memberAccount(member.siteCode, member.id, wallet, currency);
  await database.transaction((transaction) =>
    postLedgerTransaction(transaction, {
      siteCode: member.siteCode,
      memberId: member.id,
      kind: 'opening_balance',
      actor: 'system:test',
      requestId: 'test',
      idempotencyKey: `test-fund:${randomBytes(8).toString('hex')}`,
      postings: [
        { account: systemAccount(member.siteCode, 'house', currency), amountMinor: -amountMinor },
        { account, amountMinor },
      ],
    }),
  );
}

/**
 * When a test's withdrawal account was added: longer ago than any site's delay for new payout accounts (at most a
 * week), so a test that withdraws at once is not stopped by it; the delay itself has its own tests.
 */
export const ADDED_BEFORE_ANY_PAYOUT_DELAY = new Date(Date.now() - 8 * 24 * 3_600_000);

/** Moves a withdrawal account's adding back past every site's delay for new payout accounts. */
export async function ageWithdrawalAccount(database: MoneyExecutor, accountId: string): Promise<void> {
  await database
    .update(withdrawalAccounts)
    .set({ createdAt: ADDED_BEFORE_ANY_PAYOUT_DELAY })
    .where(eq(withdrawalAccounts.id, accountId));
}

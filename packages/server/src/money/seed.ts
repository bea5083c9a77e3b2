import { type ContentLocale, contentLocale } from '@platform/domain';
import { isSiteCode, requireSiteConfig } from '@platform/site-config';
import { and, asc, eq } from 'drizzle-orm';
import { venues } from '../db/schema/catalogue.ts';
import { exchangeRates } from '../db/schema/exchangeTables.ts';
import {
  type DepositChannelKind,
  type DepositReceivingDetails,
  depositChannels,
} from '../db/schema/paymentTables.ts';
import { betRecords } from '../db/schema/recordTables.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { type LedgerPosting, postLedgerTransaction } from '../ledger/postTransaction.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import { openAccountsOf } from './memberAccounts.ts';

/** What the seed needs of a site: its code and the payment ids its config enables. */
export type MoneySeedSite = { code: string; config: { enabledPaymentIds: readonly number[] } };
export type MoneySeedOptions = {
  sites: readonly MoneySeedSite[];
  /** each site's demo member, funded with an opening balance */
  demoMembers: readonly { memberId: string; siteCode: string }[];
};

const SEED_ACTOR = 'system:seed';
const SEED_REQUEST = 'seed';

/** Opening balances of a demo member: 10,000.00 in the central currency and 200.00 USDT. */
export const DEMO_OPENING_CENTRAL_MINOR = 1_000_000;
export const DEMO_OPENING_VIRTUAL_MINOR = 20_000;

/** A seeded text in each language a site may be written in. */
type Worded = Record<ContentLocale, string>;

/** The language a site's seeded money texts are written in: its default language (English for a test site). */
function seedLocaleOf(siteCode: string): ContentLocale {
  return isSiteCode(siteCode) ? contentLocale(requireSiteConfig(siteCode).defaultLanguage) : 'en-US';
}

const demoOperator: Worded = {
  'zh-CN': '演示运营有限公司',
  'zh-HK': '示範營運有限公司',
  'en-US': 'Demo Operator Ltd',
};

type ChannelTemplate = {
  kind: DepositChannelKind;
  name: Worded;
  currency: 'central' | 'virtual';
  minimumMinor: number;
  maximumMinor: number;
  details: (locale: ContentLocale) => DepositReceivingDetails;
};

/** Demo receiving details: clearly fake, never a real account. */
const channelTemplates: readonly ChannelTemplate[] = [
  {
    kind: 'bank_transfer',
    name: { 'zh-CN': '银行转账（演示）', 'zh-HK': '銀行轉賬（示範）', 'en-US': 'Bank transfer (demo)' },
    currency: 'central',
    minimumMinor: 10_000,
    maximumMinor: 5_000_000,
    details: (locale) => ({
      kind: 'bank_transfer',
      bankName: { 'zh-CN': '演示银行', 'zh-HK': '示範銀行', 'en-US': 'Demo Bank' }[locale],
      accountHolder: demoOperator[locale],
      accountNumber: '6222 0000 0000 0000 000',
      branch: { 'zh-CN': '演示支行', 'zh-HK': '示範分行', 'en-US': 'Demo branch' }[locale],
    }),
  },
  {
    kind: 'usdt_trc20',
    name: { 'zh-CN': 'USDT TRC20（演示）', 'zh-HK': 'USDT TRC20（示範）', 'en-US': 'USDT TRC20 (demo)' },
    currency: 'virtual',
    minimumMinor: 1_000,
    maximumMinor: 1_000_000,
    details: () => ({ kind: 'usdt_trc20', walletAddress: 'TDemoAddressNotRealDoNotSendFunds01' }),
  },
  {
    kind: 'usdt_erc20',
    name: { 'zh-CN': 'USDT ERC20（演示）', 'zh-HK': 'USDT ERC20（示範）', 'en-US': 'USDT ERC20 (demo)' },
    currency: 'virtual',
    minimumMinor: 1_000,
    maximumMinor: 1_000_000,
    details: () => ({ kind: 'usdt_erc20', walletAddress: '0xDe00000000000000000000000000000000000000' }),
  },
  {
    kind: 'alipay',
    name: { 'zh-CN': '支付宝（演示）', 'zh-HK': '支付寶（示範）', 'en-US': 'Alipay (demo)' },
    currency: 'central',
    minimumMinor: 5_000,
    maximumMinor: 2_000_000,
    details: (locale) => ({
      kind: 'alipay',
      accountHolder: demoOperator[locale],
      alipayAccount: 'demo@example.com',
    }),
  },
];

/** Units of the second currency per unit of the first. */
const demoRates = [
  { from: 'central', to: 'virtual', rate: '0.13800000' },
  { from: 'virtual', to: 'central', rate: '7.18000000' },
] as const;

async function seedSiteCatalogue(database: MoneyExecutor, site: MoneySeedSite): Promise<void> {
  const settings = siteMoneySettings(site.code);
  const locale = seedLocaleOf(site.code);
  const currencyOf = (wallet: 'central' | 'virtual') =>
    wallet === 'central' ? settings.centralCurrency : settings.virtualCurrency;
  const channels = site.config.enabledPaymentIds.map((paymentId, index) => {
    const template = channelTemplates[(paymentId - 1) % channelTemplates.length] as ChannelTemplate;
    return {
      siteCode: site.code,
      paymentId,
      kind: template.kind,
      name: template.name[locale],
      currency: currencyOf(template.currency),
      minimumMinor: template.minimumMinor,
      maximumMinor: template.maximumMinor,
      orderLifetimeMinutes: 30,
      receivingDetails: template.details(locale),
      sortOrder: index,
    };
  });
  if (channels.length > 0) await database.insert(depositChannels).values(channels).onConflictDoNothing();
  await database
    .insert(exchangeRates)
    .values(
      demoRates.map((pair) => ({
        siteCode: site.code,
        fromCurrency: currencyOf(pair.from),
        toCurrency: currencyOf(pair.to),
        rate: pair.rate,
      })),
    )
    .onConflictDoNothing();
}

/** Posts one seed transaction; its key makes a second seed run a no-op. Returns whether it was posted now. */
async function postOnce(
  database: MoneyExecutor,
  memberId: string,
  siteCode: string,
  kind: 'opening_balance' | 'transfer_to_venue' | 'bet_stake' | 'bet_payout',
  key: string,
  postings: LedgerPosting[],
  description = '',
): Promise<boolean> {
  const result = await database.transaction((transaction) =>
    postLedgerTransaction(transaction, {
      siteCode,
      memberId,
      kind,
      actor: SEED_ACTOR,
      requestId: SEED_REQUEST,
      idempotencyKey: `seed:${key}:${memberId}`,
      description,
      postings,
    }),
  );
  return result.outcome === 'posted';
}

const openingBalanceText: Worded = {
  'zh-CN': '演示开户余额',
  'zh-HK': '示範開戶餘額',
  'en-US': 'Demo opening balance',
};

/** The demo bets' match, in the site's language. */
const demoMatch = {
  event: { 'zh-CN': '演示队 vs 示例联', 'zh-HK': '示範隊 vs 示例聯', 'en-US': 'Demo FC vs Example United' },
  market: { 'zh-CN': '全场赛果', 'zh-HK': '全場賽果', 'en-US': 'Match result' },
  home: { 'zh-CN': '主胜', 'zh-HK': '主勝', 'en-US': 'Home' },
  away: { 'zh-CN': '客胜', 'zh-HK': '客勝', 'en-US': 'Away' },
} satisfies Record<string, Worded>;

/** A little history for the records pages: a transfer to the first venue and two settled bets there. */
async function seedDemoHistory(database: MoneyExecutor, memberId: string, siteCode: string): Promise<void> {
  const [venue] = await database
    .select({ walletCode: venues.walletCode, name: venues.name })
    .from(venues)
    .where(and(eq(venues.siteCode, siteCode), eq(venues.maintenance, false)))
    .orderBy(asc(venues.walletCode))
    .limit(1);
  if (!venue) return;
  const currency = siteMoneySettings(siteCode).centralCurrency;
  const central = memberAccount(siteCode, memberId, 'central', currency);
  const venueWallet = memberAccount(siteCode, memberId, 'venue', currency, venue.walletCode);
  const house = systemAccount(siteCode, 'house', currency);
  await postOnce(
    database,
    memberId,
    siteCode,
    'transfer_to_venue',
    'transfer',
    [
      { account: central, amountMinor: -50_000 },
      { account: venueWallet, amountMinor: 50_000 },
    ],
    venue.name,
  );
  const locale = seedLocaleOf(siteCode);
  const bets = [
    { key: 'bet-1', stakeMinor: 10_000, payoutMinor: 0, pick: demoMatch.home[locale], odds: '1.95' },
    { key: 'bet-2', stakeMinor: 5_000, payoutMinor: 9_500, pick: demoMatch.away[locale], odds: '1.90' },
  ];
  for (const bet of bets) {
    const staked = await postOnce(
      database,
      memberId,
      siteCode,
      'bet_stake',
      `${bet.key}-stake`,
      [
        { account: venueWallet, amountMinor: -bet.stakeMinor },
        { account: house, amountMinor: bet.stakeMinor },
      ],
      venue.name,
    );
    if (!staked) continue;
    if (bet.payoutMinor > 0) {
      await postOnce(
        database,
        memberId,
        siteCode,
        'bet_payout',
        `${bet.key}-payout`,
        [
          { account: house, amountMinor: -bet.payoutMinor },
          { account: venueWallet, amountMinor: bet.payoutMinor },
        ],
        venue.name,
      );
    }
    await database.insert(betRecords).values({
      siteCode,
      memberId,
      walletCode: venue.walletCode,
      // The venue's name already says it is a demo, in the site's language.
      gameName: venue.name,
      currency,
      stakeMinor: bet.stakeMinor,
      payoutMinor: bet.payoutMinor,
      status: bet.payoutMinor > 0 ? 'won' : 'lost',
      selection: {
        event: demoMatch.event[locale],
        market: demoMatch.market[locale],
        pick: bet.pick,
        odds: bet.odds,
      },
      settledAt: new Date(),
    });
  }
}

/**
 * Demo money data: each site's deposit channels (one per enabled payment id) and exchange rates, and for each
 * demo member an opening balance paid from the house, plus a short history. Everything goes through the ledger
 * and every step is keyed, so running the seed again changes nothing.
 */
export async function seedMoney(database: MoneyExecutor, options: MoneySeedOptions): Promise<void> {
  for (const site of options.sites) await seedSiteCatalogue(database, site);
  for (const { memberId, siteCode } of options.demoMembers) {
    const settings = siteMoneySettings(siteCode);
    await openAccountsOf(database, { id: memberId, siteCode });
    for (const [kind, currency, amountMinor] of [
      ['central', settings.centralCurrency, DEMO_OPENING_CENTRAL_MINOR],
      ['virtual', settings.virtualCurrency, DEMO_OPENING_VIRTUAL_MINOR],
    ] as const) {
      await postOnce(
        database,
        memberId,
        siteCode,
        'opening_balance',
        `opening-${kind}`,
        [
          { account: systemAccount(siteCode, 'house', currency), amountMinor: -amountMinor },
          { account: memberAccount(siteCode, memberId, kind, currency), amountMinor },
        ],
        openingBalanceText[seedLocaleOf(siteCode)],
      );
    }
    await seedDemoHistory(database, memberId, siteCode);
  }
}

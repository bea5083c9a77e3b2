import type { SecurityChange } from '../events/domainEvents.ts';

/**
 * The words the server itself writes for members (spec §7 answers a member reads as they are): the user-centre
 * menu, the task centre's title and rules, the VIP privileges' names. One file per language in `languages/`, typed
 * by this shape, so a missing key is a compile error; en-XA is generated from en-US. Operator content (seeded
 * articles, activities, names) is not here: it is the operator's, stored per site (seed/content).
 */
export type ServerStrings = {
  /** Menu tree `010`: each section's and entry's title, by the key the app sees. */
  userCentreMenu: {
    sections: Record<'finance' | 'records' | 'account' | 'help', string>;
    entries: Record<
      | 'deposit'
      | 'withdraw'
      | 'transfer'
      | 'assets'
      | 'cards'
      | 'bets'
      | 'transactions'
      | 'redemptions'
      | 'tasks'
      | 'messages'
      | 'vip'
      | 'taskCentre'
      | 'personal'
      | 'settings'
      | 'saferPlay'
      | 'securityCentre'
      | 'agent'
      | 'feedback'
      | 'helpCentre'
      | 'customer',
      string
    >;
  };
  taskCentre: {
    title: string;
    rules: string;
    /** How an activity-tier reward reads in the member's task records. */
    activityReward: (points: number) => string;
  };
  /** The privileges the platform knows, by the key a VIP level row stores. */
  vipPrivileges: Record<'withdrawals' | 'upgradeBonus' | 'rebate', string>;
  /** The inbox message a member gets when something about their account's security changed. */
  securityNotices: Record<SecurityChange, { title: string; content: string }>;
  /** Added to the new-withdrawal-account notice: from when the account can be used (site wall clock). */
  payoutAccountUsableFrom: (usableFrom: string) => string;
  /** The demo venue's page (a stand-in game provider), in the language of the member's site. */
  demoVenue: DemoVenueStrings;
};

/** Why the demo venue refused a round, by the word its round endpoint answers. */
export type DemoVenueRefusal = 'insufficient_balance' | 'stake' | 'maintenance' | 'ticket';

export type DemoVenueStrings = {
  /** The document's title. */
  provider: string;
  /** The badge over a game: it is a demonstration, not a real provider's game. */
  notARealGame: string;
  /** The wallet's label, with the venue's name as the app shows it. */
  venueWallet: (venueName: string) => string;
  lastHeartbeat: string;
  diceTitle: string;
  /** The rules, with the payout odds ("1.95"). */
  diceRules: (odds: string) => string;
  stake: string;
  high: string;
  low: string;
  rolling: string;
  /** A round's outcome: the roll and, when it won, the payout as the page shows money. */
  rolledWin: (roll: string, payout: string) => string;
  rolledNoWin: (roll: string) => string;
  refusals: Record<DemoVenueRefusal, string>;
  /** Any other refusal. */
  roundFailed: string;
  retrying: string;
  connectionLost: string;
  linkExpired: string;
  backToPlatform: string;
};

export type UserCentreSectionKey = keyof ServerStrings['userCentreMenu']['sections'];
export type UserCentreEntryKey = keyof ServerStrings['userCentreMenu']['entries'];
export type PrivilegeKey = keyof ServerStrings['vipPrivileges'];

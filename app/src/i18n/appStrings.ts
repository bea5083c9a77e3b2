import type { FeedbackCategory } from '@platform/contract';
import type { WithdrawalAccountKind } from '@platform/domain';
import type { FeedbackStatus } from '../data/feedback.ts';
import type { TransactionKind } from '../data/records.ts';
import type { TutorialGroup } from '../data/tutorialGroups.ts';

/** Personal info, its bindings and the security settings (pages/account). */
export type AccountText = {
  accountName: string;
  realName: string;
  email: string;
  phone: string;
  notSet: string;
  notBound: string;
  realNameHint: string;
  save: string;
  verificationCode: string;
  bind: string;
  currentlyBound: (masked: string) => string;
  replacesBinding: string;
  loginPassword: string;
  verification: string;
  withdrawPassword: string;
  signOut: string;
  passwordSet: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  passwordMismatch: string;
  changePassword: string;
  otherDevicesSignedOut: string;
  signInAgain: string;
  backToSettings: string;
  verificationIntro: string;
  bound: string;
  bindPhone: string;
  bindEmail: string;
  changeBinding: string;
  withdrawPasswordSetIntro: string;
  withdrawPasswordChangeIntro: string;
  withdrawPasswordUnused: string;
  currentWithdrawPassword: string;
  newWithdrawPassword: string;
  confirmWithdrawPassword: string;
  setWithdrawPassword: string;
  changeWithdrawPassword: string;
  withdrawPasswordDone: string;
  continueWhereLeft: string;
};

export type CardsText = {
  noAccounts: string;
  addBankCard: string;
  addVirtualCoin: string;
  addAlipay: string;
  passwordTitle: string;
  passwordDescription: string;
  withdrawPassword: string;
  confirm: string;
  cancel: string;
  remove: string;
  removeTitle: string;
  removed: string;
  notFound: string;
  holder: string;
  kind: string;
  number: string;
  addedOn: string;
  kinds: Record<WithdrawalAccountKind, string>;
  banks: readonly string[];
};

export type DepositText = {
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

export type VipText = {
  levelsLabel: string;
  reachLevel: (level: string) => string;
  depositTotal: string;
  turnoverTotal: string;
  privilegesOf: (level: string) => string;
  noPrivileges: string;
  yourLevel: string;
  progressTitle: (level: string) => string;
  topLevelReached: string;
  myPrivileges: string;
  allLevels: string;
  myProgress: string;
};

export type TaskText = {
  groupsLabel: string;
  noGroups: string;
  noTasks: string;
  claimAll: string;
  claimingAll: string;
  claimed: (count: number) => string;
  records: string;
  recordsList: string;
  taskCentre: string;
  activityTitle: (points: number) => string;
  tierTitle: (points: number) => string;
};

export type AgentText = {
  sectionsLabel: string;
  inviteTab: string;
  joinUsTab: string;
  statsTitle: string;
  invitedCount: string;
  commissionRate: string;
  notAgentYet: string;
  inviteesTitle: string;
  noInvitees: string;
  joinUsTitle: string;
  joinUsIntro: string;
  joinUsBenefits: readonly string[];
  joinUsStepsTitle: string;
  joinUsSteps: readonly string[];
  contactUs: string;
  sponsorLink: string;
};

export type EngagementText = { vip: VipText; tasks: TaskText; agent: AgentText; sponsorNotFound: string };

export type FeedbackText = {
  categories: Record<FeedbackCategory, string>;
  statuses: Record<FeedbackStatus, string>;
  myFeedback: string;
  feedbackList: string;
  empty: string;
  notFound: string;
  details: string;
  category: string;
  status: string;
  sentAt: string;
  yourFeedback: string;
  screenshots: string;
  screenshot: (position: number) => string;
  imageFailed: string;
  reply: string;
  awaitingReply: string;
};

export type GamesText = {
  signInToPlay: string;
  /** The venue frame's accessible name. */
  frameTitle: (game: string) => string;
  /** Above a game whose venue wallet is empty: the prompt's heading, naming the venue. */
  venueEmpty: (venue: string) => string;
  /** The prompt's one tap: the amount moves from the central wallet into the venue and the game opens again. */
  transferAndPlay: string;
  /** The prompt when the central wallet is empty too: deposit first (the deposit page's title is the link). */
  depositFirst: string;
  /** The member's automatic transfer (免转) setting, on the settings page, and what it does. */
  autoTransfer: string;
  autoTransferDescription: string;
  /** Back from a game with automatic transfer on, when the venues' money could not be recalled. */
  recallFailed: string;
};

export type HelpStrings = {
  noActivities: string;
  promoNotFound: string;
  backToActivities: string;
  articleNotFound: string;
  backToHelpCentre: string;
  commonQuestions: string;
  noHelpTopics: string;
  tutorialGroups: Record<TutorialGroup, string>;
  channelsTitle: string;
  chatInApp: string;
  chatInAppDescription: string;
  chatInBrowser: string;
  chatInBrowserDescription: string;
  whatsApp: string;
  whatsAppDescription: string;
  noChannels: string;
  chatFrameTitle: string;
  backToCustomerService: string;
  /** The chat frame's host could not be reached (issue 21 item 8): said in place of the browser's error page. */
  chatUnreachable: string;
  chatRetry: string;
  /** Above the site's other channels when the chat cannot be reached. */
  otherContactWays: string;
};

export type MessagesText = {
  inbox: string;
  empty: string;
  notFound: string;
  backToInbox: string;
};

export type RangeKey = '-1' | '0' | '1' | '2' | '3';

export type RecordsText = {
  signInFirst: string;
  betsList: string;
  transactionsList: string;
  /** The choice of wallet over the transaction list. */
  walletFilter: string;
  redemptionsList: string;
  /** What an empty list says, per date range. */
  emptyInRange: Record<RangeKey, string>;
  notFound: string;
  close: string;
  transactionKinds: Record<TransactionKind, string>;
  redemptionTitle: (from: string, to: string) => string;
  recordNumber: string;
  time: string;
  game: string;
  venueWallet: string;
  stake: string;
  payout: string;
  placedAt: string;
  settledAt: string;
  notSettled: string;
  event: string;
  market: string;
  pick: string;
  odds: string;
  kind: string;
  description: string;
  walletChange: (wallet: string) => string;
  balanceAfter: (wallet: string) => string;
  reference: string;
  paid: string;
  received: string;
  rate: string;
};

/** What a sign-in link (`?token=<handoff code>`) shows: whose account it signs in, or that it was not used. */
export type SignInHandoffText = {
  alreadySignedInAs: (account: string) => string;
  linkNotUsed: string;
  staySignedIn: string;
  switchAccount: string;
  continueAs: (account: string) => string;
  checkTheAccount: (account: string) => string;
  continue: string;
  notMe: string;
  signedInAs: (account: string) => string;
};

export type UserCentreText = {
  visitorMessage: string;
  signIn: string;
  signOut: string;
  vipLevel: (level: number) => string;
  unreadLabel: string;
  menuFailed: string;
  retry: string;
};

export type WalletsText = {
  central: string;
  virtualWallet: (currency: string) => string;
  venue: string;
  direction: string;
  toVenue: string;
  toCentral: string;
  amount: string;
  transfer: string;
  maintenance: (venue: string) => string;
  noVenues: string;
  moved: string;
  recalled: string;
  skipped: (venues: string) => string;
  exchangeTitle: string;
  from: string;
  to: string;
  getQuote: string;
  quoteHolds: (clock: string) => string;
  quoteExpired: string;
  confirmExchange: string;
  exchanged: string;
  noRates: string;
};

/** The safer-play page (issue 23): limits, their cooling-off, time-out and self-exclusion. */
export type SaferPlayText = {
  depositLimits: string;
  lossLimits: string;
  sessionLimit: string;
  period: Record<'day' | 'week' | 'month' | 'session', string>;
  noLimit: string;
  /** "used X of the limit, Y left" under a set limit */
  usage: (used: string, left: string) => string;
  sessionUsage: (minutes: number, left: number) => string;
  minutes: (count: number) => string;
  newLimit: string;
  minutesField: string;
  save: string;
  remove: string;
  saved: string;
  /** a raise or removal waiting for the cooling-off */
  pending: (value: string, from: string) => string;
  confirm: string;
  confirmed: string;
  coolingOff: (hours: number) => string;
  timeOut: string;
  timeOutHint: string;
  selfExclusion: string;
  selfExclusionHint: string;
  days: (count: number) => string;
  months: (count: number) => string;
  permanent: string;
  length: string;
  start: string;
  startTitle: string;
  cannotUndo: string;
  inForce: (until: string) => string;
  inForcePermanently: string;
  statement: string;
  statementColumns: Record<'month' | 'deposits' | 'withdrawals' | 'stakes' | 'wins' | 'net', string>;
  downloadCsv: string;
  realityCheck: string;
  realityCheckHint: string;
  realityCheckInterval: string;
  realityCheckOff: string;
  realityCheckSaved: string;
};

export type WithdrawText = {
  account: string;
  /** a newly added account inside the site's delay: from when it can be withdrawn to */
  usableFrom: (time: string) => string;
  noAccounts: string;
  addAccount: string;
  available: string;
  amount: string;
  withdrawPassword: string;
  submit: string;
  submitted: string;
  another: string;
  terms: string;
  fee: string;
  feeAtRate: (percent: string) => string;
  receive: string;
  remainingTurnover: string;
  turnoverMet: string;
  turnoverNote: string;
  statusTitle: string;
  approved: string;
  rejected: string;
  reason: string;
  noReason: string;
};

/** The toasts of the live event stream (live/LiveUpdates.tsx); amounts come formatted in the site's money. */
export type LiveUpdatesText = {
  depositCredited: (amount: string) => string;
  withdrawalPaid: (amount: string) => string;
  withdrawalRejected: (reason: string) => string;
};

/**
 * Every string of the app catalog area, one section per component or page area. Each language file in
 * `languages/` satisfies it, so a missing or misspelt key in any language is a compile error.
 */
export type AppStrings = {
  account: AccountText;
  cards: CardsText;
  /** The console composer's phone preview (issue 25). */
  composerPreview: { cannotRender: string };
  deposit: DepositText;
  desktopLanding: { scanToOpen: string; qrLabel: string; orOpen: string; desktopSite: string };
  /** The VIP, task centre, agent and sponsor pages (issue 11). */
  engagement: EngagementText;
  /** Sign-in, registration and password recovery. Server refusals come from the contract's catalogue instead. */
  entry: {
    tabsLabel: string;
    signInTab: string;
    registerTab: string;
    accountName: string;
    password: string;
    confirmPassword: string;
    passwordMismatch: string;
    captcha: string;
    inviteCode: string;
    signIn: string;
    register: string;
    forgotPassword: string;
    recoverBy: string;
    byPhone: string;
    byEmail: string;
    phone: string;
    email: string;
    verificationCode: string;
    newPassword: string;
    resetPassword: string;
  };
  feedback: FeedbackText;
  games: GamesText;
  /** The activities, promotion, help-centre, tutorial and customer-service pages. */
  help: HelpStrings;
  liveUpdates: LiveUpdatesText;
  messages: MessagesText;
  notFound: { explanation: string; backHome: string };
  /** The operator playground in Storybook: edit a site config, see it composed. */
  playground: {
    editorLabel: string;
    valid: string;
    problems: (count: number) => string;
  };
  records: RecordsText;
  saferPlay: SaferPlayText;
  signInHandoff: SignInHandoffText;
  userCentre: UserCentreText;
  wallets: WalletsText;
  withdraw: WithdrawText;
};

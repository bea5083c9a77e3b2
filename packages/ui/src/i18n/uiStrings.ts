import type { DateRangePreset, WithdrawalAccountKind } from '@platform/domain';
import type { QuickActionKind, TabBarLabelKey } from '@platform/site-config';
import type { RecordStatus } from '../components/StatusTag/recordStatus.ts';

export type ActivityListText = {
  title: string;
  period: (start: string, end: string) => string;
  ongoing: (start: string) => string;
  empty: string;
  loading: string;
};

export interface AmountFieldMessages {
  /** The limits hint; both bounds arrive already formatted. */
  limits: (minimum: string, maximum: string) => string;
  quickAmounts: string;
  capitalAmount: string;
}

export type BannerCarouselText = {
  label: string;
  slide: string;
  previous: string;
  next: string;
  pause: string;
  goTo: (position: number) => string;
  position: (position: number, total: number) => string;
};

export type CaptchaInputText = {
  refreshImage: string;
  alternativeStart: string;
  alternativeSolving: string;
  alternativeSolved: string;
  alternativeFailed: string;
};

export type DateRangePickerText = {
  legend: string;
  presets: Record<`${DateRangePreset}`, string>;
  allTime: string;
};

export type DomainHijackNoticeStrings = {
  title: string;
  message: string;
  steps: readonly string[];
  acknowledge: string;
};

export type DownloadAppBannerText = {
  title: string;
  tagline: string;
  ios: string;
  android: string;
  dismiss: string;
};

export type EmbeddedFrameMessages = { loadingGame: string; loadingChat: string };

export type ExchangeQuoteText = {
  label: string;
  rate: string;
  pay: string;
  receive: string;
  quotedAt: (time: string) => string;
  stale: string;
  refresh: string;
  noAmount: string;
};

export type FeedbackFormText = {
  formLabel: string;
  type: string;
  typePlaceholder: string;
  typeRequired: string;
  content: string;
  contentPlaceholder: string;
  contentRequired: string;
  contentTooShort: (minimum: number) => string;
  contentTooLong: (maximum: number) => string;
  counter: (used: number, maximum: number) => string;
  images: string;
  submit: string;
  submitted: string;
};

export type InviteCardText = {
  title: string;
  description: string;
  qrLabel: string;
  code: string;
  link: string;
  copyLink: string;
  copied: string;
  copyFailed: string;
};

export type LegalFooterText = {
  /** Spoken name of the age mark, whose visible text is only "18+". */
  ageRestriction: (age: number) => string;
  /** Spoken name of the footer's links to the member's protection pages (safer play, security centre). */
  protectionLinks: string;
};

export type MaintenanceStateStrings = {
  siteTitle: string;
  gameTitle: string;
  siteMessage: string;
  gameMessage: string;
  until: (time: string) => string;
  retry: string;
  contact: string;
};

export type MoneyDisplayText = { loading: string; unavailable: string; approximately: string };

export type QuickActionsText = {
  label: string;
  actions: Record<QuickActionKind, string>;
};

export type RecommendedMatchesText = {
  title: string;
  next: string;
  page: (page: number, pages: number) => string;
  loading: string;
  empty: string;
  error: string;
};

export type RecordDetailText = {
  copy: (label: string) => string;
  copyShort: string;
  copied: string;
  copyFailed: string;
  loading: string;
  error: string;
};

export type RefreshableListStrings = {
  pullToRefresh: string;
  releaseToRefresh: string;
  refreshing: string;
  refresh: string;
  empty: string;
  error: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
  loadMoreFailed: string;
  end: string;
};

export type TaskCardText = {
  reward: string;
  progress: string;
  claim: string;
  claiming: string;
  claimed: string;
  expired: string;
  inProgress: string;
  claimFailed: string;
};

export type UpdatePromptStrings = {
  newVersion: string;
  newVersionDetail: string;
  reload: string;
  later: string;
  offlineReady: string;
};

export interface UploadFieldMessages {
  addImage: string;
  uploading: string;
  /** The hint; the size arrives formatted with its unit ("5 MB"). */
  limits: (maxCount: number, maxSize: string) => string;
  count: (count: number, maxCount: number) => string;
  preview: (position: number, fileName: string) => string;
  remove: (position: number) => string;
  tooMany: (maxCount: number) => string;
  tooLarge: (fileName: string, maxSize: string) => string;
  notImage: (fileName: string) => string;
}

export interface VerificationCodeFieldMessages {
  send: string;
  resend: string;
  sending: string;
  /** The send button while the resend countdown runs. */
  countdown: (seconds: number) => string;
  sendFailed: string;
}

export type VipCardText = {
  title: string;
  progressLabel: (nextLevel: number) => string;
  /** What the next level still takes, before the amount: the member reads which level it is. */
  remaining: (nextLevel: number) => string;
  topLevel: string;
  viewPrivileges: string;
  loading: string;
};

export type WalletCardText = {
  centralWallet: string;
  refresh: string;
  recallAll: string;
  recalling: string;
  exchange: string;
  venueWallets: string;
  transferIn: (venue: string) => string;
  transferOut: (venue: string) => string;
  transferInShort: string;
  transferOutShort: string;
  pending: string;
  maintenance: string;
  balanceUnavailable: string;
  noVenues: string;
  loading: string;
  error: string;
  retry: string;
};

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

/**
 * Every string of the ui catalog area, one section per component or page area. Each language file in
 * `languages/` satisfies it, so a missing or misspelt key in any language is a compile error.
 */
export type UiStrings = {
  actionSheet: { cancel: string };
  activityList: ActivityListText;
  amountField: AmountFieldMessages;
  appShell: { back: string; mainNavigation: string };
  articleLayout: {
    updated: (date: string) => string;
    sent: (date: string) => string;
    related: string;
  };
  assetSummary: {
    totalAssets: string;
    loading: string;
    empty: string;
    error: string;
  };
  avatar: { avatarOf: (name: string) => string; guest: string };
  bannerCarousel: BannerCarouselText;
  captchaInput: CaptchaInputText;
  confirmDialog: { confirm: string; cancel: string; remindToday: string };
  connectionNotice: { unstable: string };
  dateRangePicker: DateRangePickerText;
  domainHijackNotice: DomainHijackNoticeStrings;
  downloadAppBanner: DownloadAppBannerText;
  embeddedFrame: EmbeddedFrameMessages;
  exchangeQuote: ExchangeQuoteText;
  feedbackForm: FeedbackFormText;
  depositLimitPrompt: {
    title: string;
    message: string;
    period: string;
    /** The amount field's label with the unit the member's money is shown in (a code, or a coin's name). */
    amountIn: (currency: string) => string;
    amountInvalid: string;
    setLimit: string;
    /** The positive action of opting out: the member says so themselves. */
    noLimit: string;
  };
  gameCard: { maintenance: string };
  gameCategoryTabs: { label: string; loading: string };
  gameGrid: {
    loading: string;
    empty: string;
    error: string;
    retry: string;
  };
  imageGallery: { loading: string };
  inviteCard: InviteCardText;
  legalFooter: LegalFooterText;
  maintenanceState: MaintenanceStateStrings;
  matchCard: { versus: string };
  messageItem: { unread: string };
  moneyDisplay: MoneyDisplayText;
  noticeBar: { label: string; pause: string };
  offlineBanner: { offline: string };
  /** The page kit's loading, failure and member-only states (components/PageStates). */
  pageStates: { loading: string; loadFailed: string; retry: string; signIn: string; signInToSee: string };
  passwordField: { showPassword: string };
  phoneField: { areaCode: string };
  picker: { placeholder: string; cancel: string; empty: string };
  quickActions: QuickActionsText;
  recommendedMatches: RecommendedMatchesText;
  recordDetail: RecordDetailText;
  refreshableList: RefreshableListStrings;
  richText: { loading: string };
  skeleton: { loading: string };
  statusTag: Record<RecordStatus, string>;
  taskCard: TaskCardText;
  updatePrompt: UpdatePromptStrings;
  uploadField: UploadFieldMessages;
  verificationCodeField: VerificationCodeFieldMessages;
  vipCard: VipCardText;
  walletCard: WalletCardText;
  withdrawPasswordPrompt: {
    title: string;
    message: string;
    setPassword: string;
    later: string;
  };
  withdrawalAccountCard: {
    /** One name per kind the domain knows: a kind it adds fails to compile here until it has a name. */
    kinds: Record<WithdrawalAccountKind, string>;
    holder: (name: string) => string;
  };
  withdrawalAccountForms: WithdrawalAccountFormsText;
  /**
   * The tab bar's labels, what members read under each tab; a site config's `tabBar[].labelKey` names one. The
   * design system owns them so the console's tab bar editor names a tab with the member's word.
   */
  tabBar: Record<TabBarLabelKey, string>;
};

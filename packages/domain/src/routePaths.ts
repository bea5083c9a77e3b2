import { venueBackPath } from './venueBackPath.ts';

/**
 * Every route of the member app (spec §2), named once. The app's route table, the site-config validator (tab bar
 * and banner links), the API client's session-invalid redirect and the demo venue's way back all read these, so a
 * path changes in one place. All routes match exactly; `gameLaunch` has parameters.
 */
export const routePaths = {
  root: '/',
  embedded: '/embedded',
  /** The console composer's phone preview: a site's home from a config its same-origin parent posts (issue 25). */
  composerPreview: '/app/composerPreview',
  home: '/app/home',
  desktopHome: '/home',
  activityList: '/activity/list',
  promoDetail: '/promo/detail',
  customerService: '/app/customer',
  sponsor: '/app/sponsor',
  userCentre: '/app/center',
  entry: '/entry',
  login: '/login',
  register: '/register',
  forgetPassword: '/forgetPassword',
  personalInfo: '/personalInfo',
  personalInfoName: '/personalInfo/name',
  personalInfoMail: '/personalInfo/mail',
  personalInfoPhone: '/personalInfo/phone',
  cards: '/cards',
  cardsBankDetail: '/cards/bankDetail',
  cardsAddBankCard: '/cards/addBankCard',
  cardsAddVirtualCoin: '/cards/addVirtualCoin',
  cardsAddAlipay: '/cards/addAlipay',
  setting: '/setting',
  settingPassword: '/setting/password',
  settingSuccess: '/setting/success',
  settingVerification: '/setting/verification',
  settingWithdrawPassword: '/setting/wpassword',
  settingWithdrawPasswordSuccess: '/setting/wsuccess',
  securityCentre: '/setting/security',
  securitySignIns: '/setting/security/signIns',
  securityDevices: '/setting/security/devices',
  securityTwoStep: '/setting/security/twoStep',
  messages: '/user/message',
  messageDetail: '/user/message/detail',
  feedback: '/user/feedback',
  feedbackList: '/user/feedbackList',
  feedbackDetail: '/user/feedbackDetail',
  redemptionRecord: '/user/redemptionRecord',
  redemptionDetail: '/user/redemptionDetail',
  bettingRecord: '/user/bettingRecord',
  transactionRecord: '/user/transactionRecord',
  transactionDetail: '/user/transactionDetail',
  vipPrivilege: '/user/vip/privilege',
  vipDetail: '/user/vip/detail',
  task: '/task',
  taskRecords: '/taskRecords',
  deposit: '/finance/deposit',
  depositInfo: '/finance/deposit/info',
  withdraw: '/finance/withdraw',
  transfer: '/finance/transfer',
  myAssets: '/finance/myAssets',
  gameLaunch: '/games/:id/:title/:code/:gtype',
  agentPage: '/user/agentPage',
  iframeCustomerService: '/iframeCustomerService',
  helpCentre: '/help/center',
  venueBack: venueBackPath,
  saferPlay: '/user/saferPlay',
} as const;

export type RouteName = keyof typeof routePaths;

/**
 * Routes that are no member's page, so the sweeps over every member route (touch targets, the pseudo-locale, the
 * spec's route list) leave them out and each is proven by its own test: the console composer's preview shows only
 * what its parent posts, without the member frame.
 */
export const notMemberPages: ReadonlySet<RouteName> = new Set<RouteName>(['composerPreview']);

/**
 * `/entry`'s children written under it (spec §2: `/entry` with children `/login` and `/register`): links and
 * invitations that name the nested form (`/entry/register?i_code=…`) reach the same forms, query kept.
 */
export const nestedEntryPaths = {
  login: `${routePaths.entry}${routePaths.login}`,
  register: `${routePaths.entry}${routePaths.register}`,
} as const;
export type RoutePath = (typeof routePaths)[RouteName];

/** The query parameter of `/login` naming the page a member was on when they were asked to sign in (issue 21 item 4). */
export const signInReturnParameter = 'redirect';

/**
 * `/login`, remembering the page (path and query) the member was on: a visitor who tapped a member-only page, or a
 * member whose session expired there. The home is where signing in lands anyway, so it is not named.
 */
export function signInPathReturningTo(path: string): string {
  // string work, not URL: the domain runs without DOM or Node globals
  const pathname = path.split(/[?#]/, 1)[0];
  if (pathname === routePaths.home || pathname === routePaths.login) return routePaths.login;
  return `${routePaths.login}?${signInReturnParameter}=${encodeURIComponent(path)}`;
}

/** The tutorials of spec §2, each served at `/tutorial/<slug>`. */
export const tutorialSlugs = [
  'sportRules',
  'bettingIntroduction',
  'betStrategy',
  'withdraw',
  'transfer',
  'deposit',
  'example',
  'games',
  'games/answer',
  'tech',
  'techDetail',
  'contact',
  'leaveMsg',
  'knowExchange',
  'knowVirtualCurrency',
  'protocolDifference',
] as const;

export type TutorialSlug = (typeof tutorialSlugs)[number];

export const tutorialPath = (slug: TutorialSlug): `/tutorial/${TutorialSlug}` => `/tutorial/${slug}`;

/** The launch URL of a game (spec §2 `/games/:id/:title/:code/:gtype`), each segment URL-encoded. */
export function gameLaunchPath(game: {
  id: string | number;
  title: string;
  code: string;
  gtype: string | number;
}): string {
  const segment = (value: string | number) => encodeURIComponent(String(value));
  return `/games/${segment(game.id)}/${segment(game.title)}/${segment(game.code)}/${segment(game.gtype)}`;
}

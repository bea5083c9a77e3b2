/**
 * The strings of the app's frame and its home: nav-bar and document titles, the home blocks' states (the tab bar's words are the design system's: uiCatalog). Its
 * own catalog area (shellCatalog.ts), loaded at boot, so the home's first paint does not wait for every page's strings
 * (the pages' area, appStrings.ts, loads with the first page that needs it: layout/PageStrings.tsx).
 */
export type ShellStrings = {
  /** The browser tab's title of a page: its nav-bar title and the site's name. */
  documentTitle: (page: string, site: string) => string;
  /** The states every home block can be in besides showing its data. */
  homeBlocks: {
    loading: string;
    noGames: string;
    noActivities: string;
    noNotices: string;
    walletSignedOut: string;
    vipSignedOut: string;
  };
  /** A page that could not load (its module or strings), beside the page-error state's retry (layout/PageLoadBoundary.tsx). */
  pageLoadFailed: { backHome: string };
  /** The nav-bar title of each page of the route table (a route's `handle.title` names one of these). */
  pageTitles: {
    userCentre: string;
    login: string;
    register: string;
    forgetPassword: string;
    notFound: string;
    deposit: string;
    depositInfo: string;
    withdraw: string;
    transfer: string;
    myAssets: string;
    cards: string;
    cardsBankDetail: string;
    cardsAddBankCard: string;
    cardsAddVirtualCoin: string;
    cardsAddAlipay: string;
    bettingRecord: string;
    transactionRecord: string;
    transactionDetail: string;
    redemptionRecord: string;
    redemptionDetail: string;
    gameLaunch: string;
    personalInfo: string;
    personalInfoName: string;
    personalInfoMail: string;
    personalInfoPhone: string;
    setting: string;
    settingPassword: string;
    settingSuccess: string;
    settingVerification: string;
    settingWithdrawPassword: string;
    settingWithdrawPasswordSuccess: string;
    saferPlay: string;
    securityCentre: string;
    securitySignIns: string;
    securityDevices: string;
    securityTwoStep: string;
    messages: string;
    messageDetail: string;
    feedback: string;
    feedbackList: string;
    feedbackDetail: string;
    vipPrivilege: string;
    vipDetail: string;
    task: string;
    taskRecords: string;
    agentPage: string;
    sponsor: string;
    activityList: string;
    promoDetail: string;
    helpCentre: string;
    tutorial: string;
    customerService: string;
    iframeCustomerService: string;
  };
};

export type PageTitleKey = keyof ShellStrings['pageTitles'];

import type {
  AuditAction,
  MaintenanceScope,
  OperatorPermission,
  OperatorRole,
  TaskStatus,
} from '@platform/contract';
import type { BetStatus, ContentLocale, ExclusionKind, LimitKind, LimitPeriod } from '@platform/domain';
import type { HomeBlockType, ThemeColorName, ThemeTokens } from '@platform/site-config';

/**
 * Every word the operator console shows, one file per language in `languages/`. Keyed by the contract's vocabulary
 * (roles, permissions, audit actions) where the console names one of its words, so a new word in the contract is a
 * compile error here until each language says it. The server's refusals arrive already in the console's language.
 */
export interface ConsoleStrings {
  title: string;
  languageSwitch: { label: string };
  nav: {
    label: string;
    queues: string;
    audit: string;
    members: string;
    content: string;
    sitePages: string;
    operators: string;
    account: string;
    signOut: string;
  };
  operator: {
    signedInAs: (username: string) => string;
    roles: Record<OperatorRole, string>;
    permissions: Record<OperatorPermission, string>;
  };
  signIn: {
    heading: string;
    username: string;
    password: string;
    submit: string;
    codeHeading: string;
    code: string;
    codeHint: string;
    verify: string;
    enrolHeading: string;
    enrolIntro: string;
    secret: string;
    otpauthUri: string;
    qrLabel: string;
    startOver: string;
    useRecoveryCode: string;
    useAuthenticator: string;
    recoveryHeading: string;
    recoveryCode: string;
    recoveryCodeHint: string;
  };
  /** The operator's single-use recovery codes: at enrolment and on the account page. */
  recoveryCodes: {
    heading: string;
    intro: string;
    left: (left: number) => string;
    regenerateIntro: string;
    code: string;
    regenerate: string;
    regenerated: string;
  };
  site: { label: string };
  queues: {
    heading: string;
    deposits: string;
    withdrawals: string;
    noDeposits: string;
    noWithdrawals: string;
    fourEyesRule: (amount: string) => string;
    requestedAt: string;
    reference: string;
    channel: string;
    account: string;
    expired: string;
    approve: string;
    reject: string;
    reason: string;
    confirmReject: string;
    cancel: string;
    awaitingSecondApproval: (firstOperator: string) => string;
    needsTwoApprovals: string;
    decided: { approved: string; rejected: string; pending: string };
    alreadyDecided: string;
    /** A decision's outcome (or refusal) told by the page, naming the request (member · amount). */
    outcomeOf: (request: string, outcome: string) => string;
  };
  money: {
    member: string;
    balance: string;
    withdrawalPending: string;
    recentLedger: string;
    recentBets: string;
    noLedger: string;
    noBets: string;
    when: string;
    what: string;
    amount: string;
    balanceAfter: string;
    game: string;
    stake: string;
    payout: string;
    status: string;
    betStatuses: Record<BetStatus, string>;
  };
  audit: {
    heading: string;
    operator: string;
    action: string;
    anyAction: string;
    anySite: string;
    from: string;
    to: string;
    apply: string;
    empty: string;
    when: string;
    actor: string;
    target: string;
    change: string;
    previous: string;
    next: string;
    pageOf: (page: number, pages: number) => string;
    actions: Record<AuditAction, string>;
  };
  members: {
    heading: string;
    search: string;
    searchHint: string;
    submit: string;
    noMatches: string;
    phone: string;
    email: string;
    open: string;
    memberHeading: (username: string) => string;
    withdrawalAccounts: string;
    noAccounts: string;
    sessions: string;
    noSessions: string;
    signedInAt: string;
    lastSeenAt: string;
    device: string;
    address: string;
    twoStep: string;
    twoStepOn: string;
    twoStepOff: string;
    saferPlay: string;
    saferPlayNotOffered: string;
    limits: string;
    noLimits: string;
    limitKinds: Record<LimitKind, string>;
    limitPeriods: Record<LimitPeriod, string>;
    /** A session-time limit's value. */
    minutes: (minutes: number) => string;
    noLimitValue: string;
    exclusions: string;
    noExclusions: string;
    exclusionKinds: Record<ExclusionKind, string>;
    until: string;
    noEnd: string;
    lock: string;
    notLocked: string;
    lockedSince: (when: string) => string;
    vip: string;
    vipLevel: string;
    vipNextLevel: string;
    vipTopLevel: string;
    vipDeposits: string;
    vipTurnover: string;
    /** A VIP total beside the next level's requirement for it. */
    vipTowards: (total: string, requirement: string) => string;
    tasks: string;
    tasksPeriod: string;
    noTasks: string;
    task: string;
    taskProgress: string;
    taskState: string;
    taskStatuses: Record<TaskStatus, string>;
    notes: string;
    noNotes: string;
    noteText: string;
    /** Under the note field: notes are kept as written. */
    /** The note field's hint, with the contract's longest note. */
    noteHint: (maxLength: number) => string;
    addNote: string;
    noteAdded: string;
    noteBy: (author: string, when: string) => string;
  };
  /** A message for members' inboxes, one member's or a whole site's. */
  messages: { title: string; content: string; send: string };
  memberActions: {
    heading: string;
    noneAllowed: string;
    signInHeading: string;
    lockReason: string;
    lock: string;
    unlock: string;
    lockedOutcome: (sessionsEnded: number) => string;
    unlockedOutcome: string;
    resetLockout: string;
    lockoutResetOutcome: string;
    messageHeading: string;
    messageSent: string;
    rewardHeading: string;
    rewardAmount: (currency: string) => string;
    rewardReason: string;
    credit: string;
    rewardCredited: (amount: string) => string;
    rewardAlreadyCredited: string;
  };
  content: {
    heading: string;
    notAllowed: string;
    siteMessageHeading: string;
    siteMessageSent: (recipients: number) => string;
    maintenanceHeading: string;
    stateHeading: string;
    noSwitches: string;
    target: string;
    state: string;
    note: string;
    switchedAt: string;
    underMaintenance: string;
    open: string;
    scope: string;
    scopes: Record<MaintenanceScope, string>;
    venueTarget: string;
    gameTarget: string;
    /** The note's field per content language, each language by its own name. */
    noteIn: Record<ContentLocale, string>;
    switchOn: string;
    switchOff: string;
    switchedOn: (changed: number) => string;
    switchedOff: (changed: number) => string;
    wholeSite: string;
    venue: (name: string, walletCode: string) => string;
    game: (name: string, id: string) => string;
    noNote: string;
    /** Why the home carousel's banners are not on this page (they belong to the site's page composition). */
    carouselElsewhere: string;
  };
  /** A site's activities (promotions); their titles are also the home notice bar's lines. */
  activities: {
    heading: string;
    noticeBar: string;
    empty: string;
    create: string;
    createHeading: string;
    editHeading: (title: string) => string;
    title: string;
    summary: string;
    banner: string;
    bannerPreview: string;
    upload: string;
    uploadHint: string;
    uploadedOutcome: string;
    startsAt: string;
    endsAt: string;
    endsAtHint: string;
    sort: string;
    sortHint: string;
    rules: string;
    rulesHint: string;
    rulesPreview: string;
    save: string;
    cancel: string;
    edit: string;
    editNamed: (title: string) => string;
    end: string;
    endNamed: (title: string) => string;
    runs: string;
    phase: string;
    actions: string;
    /** Where an activity stands now, as the member's list sees it (only running ones are listed). */
    phases: { scheduled: string; running: string; ended: string };
    untilEnded: string;
    savedOutcome: (title: string) => string;
    endedOutcome: (title: string) => string;
  };
  /** The site's published pages (issue 25): config versions, publish, rollback, export and import. */
  sitePages: {
    heading: string;
    notAllowed: string;
    versionsHeading: string;
    version: string;
    author: string;
    note: string;
    createdAt: string;
    actions: string;
    publishedMark: string;
    /** `seed` and `file`: versions no operator wrote. */
    seedAuthor: string;
    fileAuthor: string;
    exportVersion: (version: number) => string;
    rollBackTo: (version: number) => string;
    rolledBack: (version: number, copyOf: number) => string;
    draftHeading: string;
    noDraft: string;
    draftOf: (baseVersion: number, savedAt: string) => string;
    draftValid: string;
    problemsHeading: string;
    problem: (path: string, expected: string, found: string) => string;
    otherEditors: (editors: string) => string;
    versionNote: string;
    publish: string;
    published: (version: number) => string;
    importFile: string;
    imported: (problems: number) => string;
    notJson: string;
    /** Beside a composer's draft (editContent without publishSite): it is saved, and who can publish it. */
    publishedByOthers: (siteCode: string) => string;
    openDraft: (operator: string) => string;
    openDraftConfirmTitle: (operator: string) => string;
    openDraftConfirmMessage: string;
    openDraftConfirm: string;
    draftOpened: (operator: string) => string;
  };
  /** The page composer's home-block editor (issue 25): the list of the home's blocks. */
  homeBlocks: {
    heading: string;
    intro: string;
    blockTypes: Record<HomeBlockType, string>;
    /** A block's place in the list, for its heading: "2. Banner carousel". */
    numbered: (position: number, name: string) => string;
    problemCount: (count: number) => string;
    edit: (name: string) => string;
    dragHandle: (name: string) => string;
    moveUp: (name: string) => string;
    moveDown: (name: string) => string;
    moved: (name: string, position: number, count: number) => string;
    remove: (name: string) => string;
    confirmRemove: (name: string) => string;
    keepBlock: string;
    removed: (name: string) => string;
    newBlockType: string;
    add: string;
    added: (name: string) => string;
    saving: string;
    saveFailed: (reason: string) => string;
  };
  /** The form generated from a block's prop schema: a label per prop key, a name per choice. */
  schemaForm: {
    /** Keyed by the prop's key in the block schemas; a key without one shows the schema's description. */
    fieldLabels: Readonly<Record<string, string>>;
    /** Keyed by the literal value of a choice; a value without one shows itself. */
    choices: Readonly<Record<string, string>>;
    languages: Record<ContentLocale, string>;
    range: (minimum: string, maximum: string) => string;
    itemCount: (minimum: number, maximum: number) => string;
    item: (label: string, position: number) => string;
    addItem: (label: string) => string;
    removeItem: (label: string, position: number) => string;
    moveItemUp: (label: string, position: number) => string;
    moveItemDown: (label: string, position: number) => string;
    problem: (expected: string, found: string) => string;
    unsupported: string;
    images: string;
    noImages: string;
    chooseImage: (url: string) => string;
    imageUrl: string;
    imageUrlHint: string;
    upload: string;
    uploadHint: string;
    uploaded: string;
    searchGames: string;
    noGamesFound: string;
    noGamesChosen: string;
    chooseGame: (name: string) => string;
    removeGame: (name: string) => string;
    noCategory: string;
    catalogueUnavailable: string;
  };
  operators: {
    heading: string;
    listHeading: string;
    createHeading: string;
    username: string;
    password: string;
    passwordHint: string;
    role: string;
    grants: string;
    grantsOn: (siteCode: string) => string;
    twoStep: string;
    enrolled: string;
    notEnrolled: string;
    state: string;
    active: string;
    disabledSince: (when: string) => string;
    actions: string;
    create: string;
    createdOutcome: (username: string) => string;
    disable: string;
    disableNamed: (username: string) => string;
    disabledOutcome: (username: string) => string;
    resetTwoStep: string;
    resetTwoStepNamed: (username: string) => string;
    twoStepResetOutcome: (username: string) => string;
  };
  /** The composer's phone preview beside the editors (issue 25). */
  phonePreview: {
    heading: string;
    frameTitle: (siteName: string) => string;
    language: string;
    /** Each language the preview shows a site in, named in the console's language. */
    languageNames: Record<ContentLocale, string>;
    siteDefault: (language: string) => string;
    shownAs: string;
    visitor: string;
    signedIn: string;
  };
  /** The composer's tab bar editor (issue 25). */
  tabBarEditor: {
    heading: string;
    limits: (min: number, max: number) => string;
    tab: (position: number) => string;
    label: string;
    icon: string;
    path: string;
    /** The member app's tab labels (and the pictograms of the same names), as an operator recognises them. */
    moveUp: (position: number) => string;
    moveDown: (position: number) => string;
    remove: (position: number) => string;
    add: string;
    moved: (label: string, position: number, count: number) => string;
    removed: (label: string, count: number) => string;
    added: (label: string, count: number) => string;
  };
  /** The composer's theme editor (issue 25). */
  themeEditor: {
    heading: string;
    colorScheme: string;
    colorSchemes: Record<ThemeTokens['colorScheme'], string>;
    colorsHeading: string;
    colorNames: Record<ThemeColorName, string>;
    picker: (name: string) => string;
    colorExpected: string;
    /** A contrast pair under WCAG AA, shown beside both of its colours before any save. */
    contrastShortfall: (ratio: string, minimum: string, foreground: string, background: string) => string;
    radiiHeading: string;
    radiusNames: Record<keyof ThemeTokens['radii'], string>;
    typographyHeading: string;
    typographyNames: Record<keyof ThemeTokens['typography'], string>;
    spacingHeading: string;
    spacingNames: Record<keyof ThemeTokens['spacing'], string>;
    lengthExpected: string;
    pixelLengthExpected: string;
    fontFamilyExpected: string;
    lineHeightExpected: string;
    fontWeightExpected: string;
  };
}

import type { ContentLocale } from './locale.ts';

/**
 * The product's concepts a member reads about on every page: each has one word per language. Catalogs (app, design
 * system, contract), the server's menus and its seeded content all say it with that word; `otherWords` are the
 * synonyms members met before (充值 beside 存款, 提现 and 取款 beside 提款), which a test refuses anywhere a member
 * reads. The words are matched inside longer words too: 提款密码 is the withdraw concept's word followed by 密码.
 */
export const glossaryConcepts = [
  'deposit',
  'withdraw',
  'transfer',
  'recall',
  'centralWallet',
  'venueWallet',
  'bet',
  'turnover',
  'withdrawPassword',
  'account',
] as const;
export type GlossaryConcept = (typeof glossaryConcepts)[number];

export type GlossaryEntry = {
  /** The word members read for the concept. */
  word: string;
  /** Words for the same concept that members must not meet (matched without regard to case). */
  otherWords: readonly string[];
};

export const glossary: Record<ContentLocale, Record<GlossaryConcept, GlossaryEntry>> = {
  'zh-CN': {
    deposit: { word: '存款', otherWords: ['充值'] },
    withdraw: { word: '提款', otherWords: ['取款', '提现'] },
    transfer: { word: '转账', otherWords: ['额度转换', '转帐'] },
    recall: { word: '回收', otherWords: ['归集'] },
    centralWallet: { word: '中心钱包', otherWords: ['主钱包'] },
    venueWallet: { word: '场馆钱包', otherWords: ['游戏钱包'] },
    bet: { word: '投注', otherWords: ['下注'] },
    turnover: { word: '流水', otherWords: ['打码'] },
    withdrawPassword: { word: '提款密码', otherWords: ['资金密码'] },
    account: { word: '账号', otherWords: ['帐号'] },
  },
  'zh-HK': {
    deposit: { word: '存款', otherWords: ['充值'] },
    withdraw: { word: '提款', otherWords: ['取款', '提現'] },
    transfer: { word: '轉賬', otherWords: ['額度轉換', '轉帳'] },
    recall: { word: '回收', otherWords: ['歸集'] },
    centralWallet: { word: '中心錢包', otherWords: ['主錢包'] },
    venueWallet: { word: '場館錢包', otherWords: ['遊戲錢包'] },
    bet: { word: '投注', otherWords: ['下注'] },
    turnover: { word: '流水', otherWords: ['打碼'] },
    withdrawPassword: { word: '提款密碼', otherWords: ['資金密碼'] },
    account: { word: '帳號', otherWords: ['賬號'] },
  },
  'en-US': {
    deposit: { word: 'deposit', otherWords: ['top up', 'top-up', 'recharge'] },
    withdraw: { word: 'withdraw', otherWords: ['cash out'] },
    transfer: { word: 'transfer', otherWords: ['credit conversion'] },
    recall: { word: 'recall', otherWords: ['collect all'] },
    centralWallet: { word: 'central wallet', otherWords: ['main wallet'] },
    venueWallet: { word: 'venue wallet', otherWords: ['game wallet'] },
    bet: { word: 'bet', otherWords: ['wager'] },
    turnover: { word: 'turnover', otherWords: ['rollover', 'wagering requirement'] },
    withdrawPassword: { word: 'withdrawal password', otherWords: ['withdraw password', 'fund password'] },
    account: { word: 'account', otherWords: ['login name'] },
  },
};

/** A synonym of a glossary concept found in a text a member reads. */
export type GlossaryMisuse = { concept: GlossaryConcept; found: string; word: string };

/** Every glossary concept a text names with another word than the glossary's (none: the text keeps to it). */
export function glossaryMisuses(text: string, locale: ContentLocale): GlossaryMisuse[] {
  const lower = text.toLowerCase();
  return glossaryConcepts.flatMap((concept) => {
    const { word, otherWords } = glossary[locale][concept];
    return otherWords
      .filter((other) => lower.includes(other.toLowerCase()))
      .map((found) => ({ concept, found, word }));
  });
}

/** A concept's word as a title or a menu entry in every language: "Deposit", 存款. */
export function glossaryTitles(concept: GlossaryConcept): Record<ContentLocale, string> {
  const titleOf = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    'zh-CN': glossary['zh-CN'][concept].word,
    'zh-HK': glossary['zh-HK'][concept].word,
    'en-US': titleOf(glossary['en-US'][concept].word),
  };
}

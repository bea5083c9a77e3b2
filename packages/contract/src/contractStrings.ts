import type { Locale } from '@platform/domain';
import type { ErrorCode } from './errors/codes.ts';
import type { NoticeName } from './errors/notices.ts';
import enUS from './languages/en-US.ts';
import enXA from './languages/en-XA.ts';
import zhCN from './languages/zh-CN.ts';
import zhHK from './languages/zh-HK.ts';

/** Every word the contract gives a member: one message per error code and per notice. */
export type ContractStrings = {
  errors: Record<ErrorCode, string>;
  notices: Record<NoticeName, string>;
  /** The figures a limit or exclusion refusal adds to its code's message (values formatted by the server). */
  refusalDetails: {
    withDetail: (message: string, detail: string) => string;
    usableFrom: (usableFrom: string) => string;
    left: (left: string) => string;
    leftUntilReset: (left: string, resetsAt: string) => string;
    endsAt: (endsAt: string) => string;
    permanent: string;
  };
};

/**
 * Every language, imported eagerly: the server answers in the request's language and the client renders refusals
 * synchronously. Typed by `Locale`, so a language without a file here is a compile error.
 */
export const contractLanguages: Record<Locale, ContractStrings> = {
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'en-US': enUS,
  'en-XA': enXA,
};

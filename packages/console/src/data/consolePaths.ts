/** The console's pages, under the router's basename `/console` (CONSOLE_BASE). */
export const CONSOLE_BASE = '/console';
export const SIGN_IN_PATH = '/sign-in';
export const QUEUES_PATH = '/queues';
export const AUDIT_PATH = '/audit';
export const MEMBERS_PATH = '/members';
export const CONTENT_PATH = '/content';
export const SITE_PAGES_PATH = '/site-pages';
export const OPERATORS_PATH = '/operators';
export const ACCOUNT_PATH = '/account';
export const memberPath = (memberId: string) => `${MEMBERS_PATH}/${encodeURIComponent(memberId)}`;

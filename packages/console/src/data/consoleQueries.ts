import type { ConsoleCaller } from '@platform/api-client/console';
import type { AuditAction } from '@platform/contract';
import { queryOptions } from '@tanstack/react-query';

/** The audit log's filters as the page holds them (strings from its form; empty means "any"). */
export interface AuditFilters {
  operatorId: string;
  action: AuditAction | '';
  siteCode: string;
  /** `YYYY-MM-DD` of the first day, in the operator's time zone. */
  from: string;
  /** `YYYY-MM-DD` of the last day (the whole day counts). */
  to: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 20;

const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The audit query the server takes: empty filters left out, days widened to whole local days. */
export function auditQueryOf(filters: AuditFilters) {
  return {
    operatorId: filters.operatorId || undefined,
    action: filters.action || undefined,
    siteCode: filters.siteCode || undefined,
    from: filters.from ? startOfDay(filters.from) : undefined,
    to: filters.to ? endOfDay(filters.to) : undefined,
    page: filters.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** The signed-in operator's query: read by the gate, set by the sign-in, reset when the session ends. */
export const SESSION_QUERY_KEY = ['console', 'session'] as const;

/** One member's detail: read by the member page, read again after each action on that member. */
export const memberDetailKey = (memberId: string) => ['console', 'memberDetail', memberId] as const;

/** The operator list: read by the operators page and the audit filter, read again after each change to one. */
export const OPERATORS_QUERY_KEY = ['console', 'operators'] as const;

/** A site's activities: read by the content page, read again after each save or end. */
export const activitiesKey = (siteCode: string) => ['console', 'activities', siteCode] as const;

/** A site's maintenance state: read by the content page, read again after each switch. */
export const maintenanceStateKey = (siteCode: string) => ['console', 'maintenanceState', siteCode] as const;

/** How many recovery codes the signed-in operator has left (read again after a new set is made). */
export const RECOVERY_CODES_LEFT_KEY = ['console', 'recoveryCodesLeft'] as const;

/** A site's config versions and drafts: read by the site pages page, read again after each change to them. */
export const siteConfigKey = (siteCode: string) => ['console', 'siteConfig', siteCode] as const;

/** Query keys and loaders of the console, one per read of the console contract. */
export const consoleQueries = {
  session: (call: ConsoleCaller) =>
    queryOptions({
      queryKey: SESSION_QUERY_KEY,
      queryFn: ({ signal }) => call('consoleSession', { signal }),
      retry: false,
    }),
  moneyQueues: (call: ConsoleCaller, siteCode: string) =>
    queryOptions({
      queryKey: ['console', 'moneyQueues', siteCode],
      queryFn: ({ signal }) => call('consoleMoneyQueues', { query: { siteCode }, signal }),
    }),
  siteConfig: (call: ConsoleCaller, siteCode: string) =>
    queryOptions({
      queryKey: siteConfigKey(siteCode),
      queryFn: ({ signal }) => call('consoleSiteConfig', { query: { siteCode }, signal }),
    }),
  /** The site's game categories and games, for the composer's game and category pickers. */
  siteCatalogue: (call: ConsoleCaller, siteCode: string) =>
    queryOptions({
      queryKey: ['console', 'siteCatalogue', siteCode],
      queryFn: ({ signal }) => call('consoleSiteCatalogue', { query: { siteCode }, signal }),
    }),
  auditLog: (call: ConsoleCaller, filters: AuditFilters) =>
    queryOptions({
      queryKey: ['console', 'auditLog', filters],
      queryFn: ({ signal }) => call('consoleAuditLog', { query: auditQueryOf(filters), signal }),
    }),
  memberSearch: (call: ConsoleCaller, query: string) =>
    queryOptions({
      queryKey: ['console', 'memberSearch', query],
      queryFn: ({ signal }) => call('consoleMemberSearch', { query: { query }, signal }),
      enabled: query !== '',
    }),
  /** Every operator (admin only: anyone else is refused). */
  operators: (call: ConsoleCaller) =>
    queryOptions({
      queryKey: OPERATORS_QUERY_KEY,
      queryFn: ({ signal }) => call('consoleListOperators', { signal }),
    }),
  activities: (call: ConsoleCaller, siteCode: string) =>
    queryOptions({
      queryKey: activitiesKey(siteCode),
      queryFn: ({ signal }) => call('consoleListActivities', { query: { siteCode }, signal }),
    }),
  siteImages: (call: ConsoleCaller, siteCode: string) =>
    queryOptions({
      queryKey: ['console', 'siteImages', siteCode],
      queryFn: ({ signal }) => call('consoleSiteImages', { query: { siteCode }, signal }),
    }),
  maintenanceState: (call: ConsoleCaller, siteCode: string) =>
    queryOptions({
      queryKey: maintenanceStateKey(siteCode),
      queryFn: ({ signal }) => call('consoleMaintenanceState', { query: { siteCode }, signal }),
    }),
  recoveryCodesLeft: (call: ConsoleCaller) =>
    queryOptions({
      queryKey: RECOVERY_CODES_LEFT_KEY,
      queryFn: ({ signal }) => call('consoleRecoveryCodesLeft', { signal }),
    }),
  memberDetail: (call: ConsoleCaller, memberId: string) =>
    queryOptions({
      queryKey: memberDetailKey(memberId),
      queryFn: ({ signal }) => call('consoleMemberDetail', { query: { memberId }, signal }),
    }),
};

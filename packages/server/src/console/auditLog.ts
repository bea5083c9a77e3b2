import type { AuditAction } from '@platform/contract';
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { operatorAuditLog } from '../db/schema/consoleTables.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';

/**
 * Who does an audited action: a console operator, or the operator tool (no account: `operatorId` null, `actor`
 * operator:<OS user or OPERATOR>). The same service functions serve both, so both are audited alike.
 */
export interface ActingOperator {
  operatorId: string | null;
  /** operator:<name>, as the ledger, the approvals and the audit log name an operator */
  actor: string;
  /** the request (console) or run (tool) the ledger records */
  requestId: string;
}

/** The audit entry's who-fields for an acting operator. */
export function auditedBy(by: ActingOperator): Pick<AuditEntryInput, 'operatorId' | 'actor'> {
  return { operatorId: by.operatorId, actor: by.actor };
}

export interface AuditEntryInput {
  /** null for the command-line tool, which has no operator account */
  operatorId: string | null;
  actor: string;
  action: AuditAction;
  siteCode: string | null;
  target: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one audit entry. Callers pass the transaction of the change they record, so the entry exists exactly
 * when the change committed; the table refuses UPDATE and DELETE (migration 0018's trigger).
 */
export async function writeAudit(database: MoneyExecutor, entry: AuditEntryInput): Promise<void> {
  await database.insert(operatorAuditLog).values({
    operatorId: entry.operatorId,
    actor: entry.actor,
    action: entry.action,
    siteCode: entry.siteCode,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  operatorId?: string | undefined;
  action?: AuditAction | undefined;
  siteCode?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const DEFAULT_PAGE_SIZE = 50;

/**
 * The audit log newest first, filtered and paged. `visibleSites` limits a site operator to its sites' entries
 * (entries without a site, such as other operators' sign-ins, are an admin's to read); null: every entry.
 */
export async function listAudit(
  database: MoneyExecutor,
  filter: AuditFilter,
  visibleSites: readonly string[] | null,
) {
  const conditions: (SQL | undefined)[] = [
    filter.operatorId ? eq(operatorAuditLog.operatorId, filter.operatorId) : undefined,
    filter.action ? eq(operatorAuditLog.action, filter.action) : undefined,
    filter.siteCode ? eq(operatorAuditLog.siteCode, filter.siteCode) : undefined,
    filter.from ? gte(operatorAuditLog.occurredAt, new Date(filter.from)) : undefined,
    filter.to ? lte(operatorAuditLog.occurredAt, new Date(filter.to)) : undefined,
    visibleSites === null ? undefined : inArray(operatorAuditLog.siteCode, [...visibleSites, '']),
  ];
  const where = and(...conditions);
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    database
      .select()
      .from(operatorAuditLog)
      .where(where)
      .orderBy(desc(operatorAuditLog.occurredAt), desc(operatorAuditLog.id))
      .limit(pageSize)
      .offset(((filter.page ?? 1) - 1) * pageSize),
    database.select({ value: count() }).from(operatorAuditLog).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      operatorId: row.operatorId,
      actor: row.actor,
      action: row.action as AuditAction,
      siteCode: row.siteCode,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    total: total?.value ?? 0,
  };
}

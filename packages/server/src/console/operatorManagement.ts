import type { OperatorPermission } from '@platform/contract';
import { asc, eq } from 'drizzle-orm';
import { operatorSitePermissions, operators, operatorTwoStep } from '../db/schema/consoleTables.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import type { SiteDirectory } from '../sites/siteDirectory.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';
import { createOperator, type NewOperator, permissionOf, roleOf } from './operatorAccounts.ts';
import { clearRecoveryCodes } from './operatorRecoveryCodes.ts';

/** Ends every session of an operator (OperatorSessionStore.revokeAllOf), in the caller's transaction. */
export interface OperatorSessionRevoker {
  revokeAllOf(database: MoneyExecutor, operatorId: string): Promise<number>;
}

/** Every operator for an admin's list: role, grants per site, two-step enrolment, disabled or not. */
export async function listOperators(database: MoneyExecutor) {
  const [rows, grants, twoStep] = await Promise.all([
    database.select().from(operators).orderBy(asc(operators.username)),
    database.select().from(operatorSitePermissions),
    database.select().from(operatorTwoStep).where(eq(operatorTwoStep.enabled, true)),
  ]);
  const enrolled = new Set(twoStep.map((row) => row.operatorId));
  return rows.map((row) => {
    const sites = new Map<string, OperatorPermission[]>();
    for (const grant of grants.filter((candidate) => candidate.operatorId === row.id)) {
      const permission = permissionOf(grant.permission);
      if (permission) sites.set(grant.siteCode, [...(sites.get(grant.siteCode) ?? []), permission]);
    }
    return {
      id: row.id,
      username: row.username,
      role: roleOf(row.role),
      sites: [...sites].map(([siteCode, permissions]) => ({ siteCode, permissions })),
      twoStepEnrolled: enrolled.has(row.id),
      disabledAt: row.disabledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * A site operator works on at least one site, each with at least one permission, on sites the directory knows,
 * each site once; an admin has every site already and takes no grants.
 */
function requireValidGrants(operator: NewOperator, sites: SiteDirectory): void {
  const grants = operator.grants ?? [];
  const known = new Set(sites.all.map((site) => site.code));
  const siteCodes = grants.map((grant) => grant.siteCode);
  const valid =
    operator.role === 'admin'
      ? grants.length === 0
      : grants.length > 0 &&
        new Set(siteCodes).size === siteCodes.length &&
        grants.every(
          (grant) =>
            known.has(grant.siteCode) &&
            grant.permissions.length > 0 &&
            new Set(grant.permissions).size === grant.permissions.length,
        );
  if (!valid) throw new ApiError('CONSOLE_GRANTS_INVALID', { field: 'sites' });
}

/** A new operator (admin only, checked by the caller); it enrols its authenticator at its first sign-in. */
export async function createOperatorAudited(
  database: MoneyExecutor,
  sites: SiteDirectory,
  operator: NewOperator,
  by: ActingOperator,
): Promise<string> {
  requireValidGrants(operator, sites);
  return database.transaction(async (transaction) => {
    const id = await createOperator(transaction, operator);
    if (!id) throw new ApiError('CONSOLE_OPERATOR_EXISTS', { field: 'username' });
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'operator.created',
      siteCode: null,
      target: id,
      after: { username: operator.username, role: operator.role, sites: operator.grants ?? [] },
    });
    return id;
  });
}

async function operatorRow(transaction: MoneyExecutor, operatorId: string) {
  const [row] = await transaction
    .select({ id: operators.id, username: operators.username, disabledAt: operators.disabledAt })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .for('update');
  if (!row) throw new ApiError('CONSOLE_NOT_FOUND');
  return row;
}

/**
 * Disables an operator: it cannot sign in (loadOperator refuses it) and its sessions end in the same transaction,
 * refused at once on every instance (console sessions are read from the database on every request).
 */
export async function disableOperator(
  database: MoneyExecutor,
  sessions: OperatorSessionRevoker,
  operatorId: string,
  by: ActingOperator,
  now: Date,
): Promise<void> {
  if (operatorId === by.operatorId) throw new ApiError('CONSOLE_SELF_DISABLE');
  await database.transaction(async (transaction) => {
    const row = await operatorRow(transaction, operatorId);
    if (row.disabledAt) return;
    await transaction.update(operators).set({ disabledAt: now }).where(eq(operators.id, operatorId));
    const revoked = await sessions.revokeAllOf(transaction, operatorId);
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'operator.disabled',
      siteCode: null,
      target: operatorId,
      before: { username: row.username, disabled: false },
      after: { disabled: true, sessionsRevoked: revoked },
    });
  });
}

/**
 * Forgets an operator's authenticator and its recovery codes and ends its sessions: at its next sign-in it must
 * enrol a new one (a lost phone, no codes left). Audited with whether one was enrolled and how many codes were unused.
 */
export async function resetOperatorTwoStep(
  database: MoneyExecutor,
  sessions: OperatorSessionRevoker,
  operatorId: string,
  by: ActingOperator,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const row = await operatorRow(transaction, operatorId);
    const removed = await transaction
      .delete(operatorTwoStep)
      .where(eq(operatorTwoStep.operatorId, operatorId))
      .returning({ enabled: operatorTwoStep.enabled });
    const recoveryCodesCleared = await clearRecoveryCodes(transaction, operatorId);
    const revoked = await sessions.revokeAllOf(transaction, operatorId);
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'operator.twoStepReset',
      siteCode: null,
      target: operatorId,
      before: { username: row.username, twoStepEnrolled: removed[0]?.enabled === true },
      after: { twoStepEnrolled: false, sessionsRevoked: revoked, recoveryCodesCleared },
    });
  });
}

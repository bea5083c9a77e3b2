import {
  type OperatorPermission,
  type OperatorRole,
  operatorPermissions,
  operatorRoles,
} from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { operatorSitePermissions, operators } from '../db/schema/consoleTables.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { hashPassword } from '../security/passwords.ts';
import type { SiteDirectory } from '../sites/siteDirectory.ts';
import type { ActingOperator } from './auditLog.ts';

/** A signed-in operator as the console's handlers see it: who, and what it may do on which site. */
export interface SignedInOperator {
  id: string;
  username: string;
  role: OperatorRole;
  /** Site code to the permissions there; an admin has every site with every permission. */
  sites: ReadonlyMap<string, readonly OperatorPermission[]>;
}

/** How the ledger, the approvals and the audit log name an operator: the same words as the command-line tool. */
export function operatorActor(operator: { username: string }): string {
  return `operator:${operator.username}`;
}

/** A signed-in operator as the acting party of an audited service call, for the console request `requestId`. */
export function actingOperator(operator: SignedInOperator, requestId: string): ActingOperator {
  return { operatorId: operator.id, actor: operatorActor(operator), requestId };
}

export function roleOf(value: string): OperatorRole {
  const role = operatorRoles.find((candidate) => candidate === value);
  if (!role) throw new Error(`unknown operator role "${value}"`);
  return role;
}

/** A stored grant's permission, or undefined for a word the vocabulary no longer has (ignored, never granted). */
export function permissionOf(value: string): OperatorPermission | undefined {
  return operatorPermissions.find((candidate) => candidate === value);
}

/** The operator with its scope, read from the database (an admin's scope is every site the directory knows). */
export async function loadOperator(
  database: MoneyExecutor,
  sites: SiteDirectory,
  operatorId: string,
): Promise<SignedInOperator | null> {
  const [row] = await database.select().from(operators).where(eq(operators.id, operatorId));
  if (!row || row.disabledAt) return null;
  const role = roleOf(row.role);
  const scope = new Map<string, OperatorPermission[]>();
  if (role === 'admin') {
    for (const site of sites.all) scope.set(site.code, [...operatorPermissions]);
  } else {
    const grants = await database
      .select()
      .from(operatorSitePermissions)
      .where(eq(operatorSitePermissions.operatorId, operatorId));
    for (const grant of grants) {
      const permission = permissionOf(grant.permission);
      if (!permission) continue;
      scope.set(grant.siteCode, [...(scope.get(grant.siteCode) ?? []), permission]);
    }
  }
  return { id: row.id, username: row.username, role, sites: scope };
}

/** The contract's OperatorView of a signed-in operator. */
export function operatorView(operator: SignedInOperator) {
  return {
    id: operator.id,
    username: operator.username,
    role: operator.role,
    sites: [...operator.sites].map(([siteCode, permissions]) => ({
      siteCode,
      permissions: [...permissions],
    })),
  };
}

export interface NewOperator {
  username: string;
  password: string;
  role: OperatorRole;
  /** A site operator's grants; ignored for an admin. */
  grants?: readonly { siteCode: string; permissions: readonly OperatorPermission[] }[];
}

/** Creates an operator with its grants; answers its id, or null when an operator already has the name. */
export async function createOperator(database: MoneyExecutor, operator: NewOperator): Promise<string | null> {
  const [created] = await database
    .insert(operators)
    .values({
      username: operator.username,
      passwordHash: await hashPassword(operator.password),
      role: operator.role,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (!created) return null;
  const rows = (operator.role === 'admin' ? [] : (operator.grants ?? [])).flatMap((grant) =>
    grant.permissions.map((permission) => ({ operatorId: created.id, siteCode: grant.siteCode, permission })),
  );
  if (rows.length > 0) await database.insert(operatorSitePermissions).values(rows);
  return created.id;
}

/** Creates an operator unless one has the name; answers its id (an existing one keeps its password and grants). */
export async function ensureOperator(database: Database, operator: NewOperator): Promise<string> {
  const created = await createOperator(database, operator);
  if (created) return created;
  const [existing] = await database
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, operator.username));
  if (!existing) throw new Error(`operator ${operator.username} could not be created`);
  return existing.id;
}

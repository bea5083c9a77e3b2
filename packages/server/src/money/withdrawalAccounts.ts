import {
  type MaskedWithdrawalAccount,
  validateBankCardNumber,
  validateEmail,
  validatePersonName,
  validatePhoneNumber,
  validateUsdtAddress,
} from '@platform/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { UsdtNetwork, WithdrawalAccountKind } from '../db/schema/paymentTables.ts';
import { withdrawalAccounts } from '../db/schema/paymentTables.ts';
import { ApiError } from '../errors/apiError.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { payoutAccountUsableFrom } from '../securityCentre/payoutAccountDelay.ts';
import type { MemberRef } from './memberContext.ts';

/** A member may keep this many active withdrawal accounts of each kind. */
export const MAXIMUM_WITHDRAWAL_ACCOUNTS_PER_KIND = 5;

export type NewWithdrawalAccount = {
  kind: WithdrawalAccountKind;
  holderName: string;
  bankName?: string | undefined;
  network?: UsdtNetwork | undefined;
  accountNumber: string;
};

/** `usableFrom`: when a withdrawal may first pay out to it (the site's delay for a new account). */
export type WithdrawalAccountView = MaskedWithdrawalAccount & { createdAt: string; usableFrom: string };

/** What a member sees of an account number: enough to recognise it, never enough to use it. */
export function maskAccountNumber(kind: WithdrawalAccountKind, accountNumber: string): string {
  switch (kind) {
    case 'bank_card':
      return `**** **** **** ${accountNumber.slice(-4)}`;
    case 'virtual_coin':
      return `${accountNumber.slice(0, 6)}…${accountNumber.slice(-4)}`;
    case 'alipay': {
      const at = accountNumber.indexOf('@');
      if (at > 0) return `${accountNumber.slice(0, Math.min(2, at))}***${accountNumber.slice(at)}`;
      return `${accountNumber.slice(0, 3)}****${accountNumber.slice(-4)}`;
    }
    default:
      return kind satisfies never;
  }
}

/** Checks the account with the domain's rules; returns the number in its stored form. */
function normalisedAccountNumber(account: NewWithdrawalAccount): string {
  switch (account.kind) {
    case 'bank_card': {
      if (!account.bankName) throw new ApiError('FIELD_REQUIRED', { field: 'bankName' });
      if (!validateBankCardNumber(account.accountNumber).ok) {
        throw new ApiError('BANK_CARD_INVALID', { field: 'accountNumber' });
      }
      return account.accountNumber.replace(/[\s-]/g, '');
    }
    case 'virtual_coin': {
      if (!account.network) throw new ApiError('FIELD_REQUIRED', { field: 'network' });
      const address = account.accountNumber.trim();
      if (!validateUsdtAddress(address, account.network).ok) {
        throw new ApiError('USDT_ADDRESS_INVALID', { field: 'accountNumber' });
      }
      return address;
    }
    case 'alipay': {
      const value = account.accountNumber.trim();
      if (!validateEmail(value).ok && !validatePhoneNumber('86', value).ok) {
        throw new ApiError('ALIPAY_ACCOUNT_INVALID', { field: 'accountNumber' });
      }
      return value;
    }
    default:
      return account.kind satisfies never;
  }
}

export function withdrawalAccountView(row: typeof withdrawalAccounts.$inferSelect): WithdrawalAccountView {
  return {
    id: row.id,
    kind: row.kind,
    network: row.network,
    holderName: row.holderName,
    bankName: row.bankName,
    accountNumberMasked: row.accountNumberMasked,
    createdAt: row.createdAt.toISOString(),
    usableFrom: payoutAccountUsableFrom(row.siteCode, row.createdAt).toISOString(),
  };
}

export async function listWithdrawalAccounts(
  database: MoneyExecutor,
  member: MemberRef,
): Promise<WithdrawalAccountView[]> {
  const rows = await database
    .select()
    .from(withdrawalAccounts)
    .where(and(eq(withdrawalAccounts.memberId, member.id), isNull(withdrawalAccounts.removedAt)))
    .orderBy(asc(withdrawalAccounts.createdAt));
  return rows.map(withdrawalAccountView);
}

/** The caller has verified the withdrawal password already (spec §6). */
export async function addWithdrawalAccount(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  member: MemberRef,
  account: NewWithdrawalAccount,
  now = new Date(),
): Promise<WithdrawalAccountView> {
  const holderName = account.holderName.trim();
  if (holderName === '') throw new ApiError('FIELD_REQUIRED', { field: 'holderName' });
  // The holder's name is shown on the member's cards and to operators: no markup, direction controls or invisible
  // characters, the same rule as the member's real name.
  if (!validatePersonName(holderName).ok) throw new ApiError('NAME_INVALID', { field: 'holderName' });
  const accountNumber = normalisedAccountNumber(account);
  return database.transaction(async (transaction) => {
    const active = await transaction
      .select({ accountNumber: withdrawalAccounts.accountNumber })
      .from(withdrawalAccounts)
      .where(
        and(
          eq(withdrawalAccounts.memberId, member.id),
          eq(withdrawalAccounts.kind, account.kind),
          isNull(withdrawalAccounts.removedAt),
        ),
      )
      .for('update');
    if (active.some((existing) => existing.accountNumber === accountNumber)) {
      throw new ApiError('WITHDRAWAL_ACCOUNT_DUPLICATE', { field: 'accountNumber' });
    }
    if (active.length >= MAXIMUM_WITHDRAWAL_ACCOUNTS_PER_KIND) throw new ApiError('WITHDRAWAL_ACCOUNT_LIMIT');
    const [row] = await transaction
      .insert(withdrawalAccounts)
      .values({
        siteCode: member.siteCode,
        memberId: member.id,
        kind: account.kind,
        network: account.kind === 'virtual_coin' ? (account.network ?? null) : null,
        holderName,
        bankName: account.kind === 'bank_card' ? (account.bankName ?? '').trim() : '',
        accountNumber,
        accountNumberMasked: maskAccountNumber(account.kind, accountNumber),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('withdrawal account insert returned nothing');
    await events.publish(transaction, 'member.securityChanged', {
      memberId: member.id,
      siteCode: member.siteCode,
      change: 'withdrawalAccountAdded',
      occurredAt: now,
      usableFrom: payoutAccountUsableFrom(member.siteCode, now),
    });
    return withdrawalAccountView(row);
  });
}

/** Another member's account id is answered exactly like an unknown one. */
export async function removeWithdrawalAccount(
  database: MoneyExecutor,
  member: MemberRef,
  id: string,
): Promise<true> {
  const removed = await database
    .update(withdrawalAccounts)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(withdrawalAccounts.id, id),
        eq(withdrawalAccounts.memberId, member.id),
        isNull(withdrawalAccounts.removedAt),
      ),
    )
    .returning({ id: withdrawalAccounts.id });
  if (removed.length === 0) throw new ApiError('WITHDRAWAL_ACCOUNT_NOT_FOUND', { field: 'id' });
  return true;
}

/**
 * An active withdrawal account of the member, or WITHDRAWAL_ACCOUNT_NOT_FOUND; one still inside the site's delay
 * for new accounts is WITHDRAWAL_ACCOUNT_NOT_YET_USABLE, saying from when.
 */
export async function activeWithdrawalAccount(
  database: MoneyExecutor,
  member: MemberRef,
  id: string,
  now: Date,
) {
  const [row] = await database
    .select()
    .from(withdrawalAccounts)
    .where(
      and(
        eq(withdrawalAccounts.id, id),
        eq(withdrawalAccounts.memberId, member.id),
        isNull(withdrawalAccounts.removedAt),
      ),
    );
  if (!row) throw new ApiError('WITHDRAWAL_ACCOUNT_NOT_FOUND', { field: 'withdrawalAccountId' });
  const usableFrom = payoutAccountUsableFrom(row.siteCode, row.createdAt);
  if (usableFrom.getTime() > now.getTime())
    throw new ApiError('WITHDRAWAL_ACCOUNT_NOT_YET_USABLE', {
      field: 'withdrawalAccountId',
      refusal: { usableFrom },
    });
  return { row, view: withdrawalAccountView(row) };
}

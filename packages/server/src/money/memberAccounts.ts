import { type AccountSpec, openMemberAccounts } from '../ledger/accounts.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';

/**
 * Opens the member's accounts (and the site's system accounts) in the site's currencies before a posting
 * transaction; see `openMemberAccounts` for why this must happen outside that transaction.
 */
export function openAccountsOf(
  database: MoneyExecutor,
  member: { siteCode: string; id: string },
  extra: readonly AccountSpec[] = [],
): Promise<void> {
  const settings = siteMoneySettings(member.siteCode);
  return openMemberAccounts(
    database,
    { siteCode: member.siteCode, memberId: member.id },
    { central: settings.centralCurrency, virtual: settings.virtualCurrency },
    extra,
  );
}

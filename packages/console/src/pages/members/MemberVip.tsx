import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { moneyText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';

type MemberDetail = EndpointResponse<(typeof consoleEndpoints)['consoleMemberDetail']>;

/**
 * The member's VIP level by the name the member app shows, and how far the deposit and turnover totals are from
 * the next level's requirements (both must be met; the site's central currency, like the balance).
 */
export function MemberVip({ detail }: { detail: MemberDetail }) {
  const text = useConsoleText().members;
  const { locale } = useConsoleRuntime();
  const { vip } = detail;
  const money = (minor: number) => moneyText(minor, detail.balance.currency, locale);
  const towards = (total: number, requirement: number | undefined) =>
    requirement === undefined ? money(total) : text.vipTowards(money(total), money(requirement));
  return (
    <dl className={styles.facts}>
      <dt>{text.vipLevel}</dt>
      <dd>{vip.name}</dd>
      <dt>{text.vipNextLevel}</dt>
      <dd>{vip.next === null ? text.vipTopLevel : vip.next.name}</dd>
      <dt>{text.vipDeposits}</dt>
      <dd>{towards(vip.depositMinor, vip.next?.depositRequirementMinor)}</dd>
      <dt>{text.vipTurnover}</dt>
      <dd>{towards(vip.turnoverMinor, vip.next?.turnoverRequirementMinor)}</dd>
    </dl>
  );
}

import type { ReactNode, Ref } from 'react';
import { type UiStrings, uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './WithdrawalAccountCard.css.ts';
import type { WithdrawalAccount } from './withdrawalAccount.ts';

export type WithdrawalAccountCardProps = {
  account: WithdrawalAccount;
  /** Opens the account's detail (/cards/bankDetail); without it the card is display-only. */
  onOpen?: ((account: WithdrawalAccount) => void) | undefined;
  ref?: Ref<HTMLButtonElement & HTMLDivElement>;
};

type CardText = { mark: string; title: string; holder: string | null };

/**
 * A saved bank card, USDT address or Alipay account. The number is shown exactly as the server masked it: masking it
 * again here could hide the part the server chose to show (an Alipay e-mail's domain, an address's ends).
 */
export function WithdrawalAccountCard({ account, onOpen, ref }: WithdrawalAccountCardProps) {
  const text = useMessages(uiCatalog).withdrawalAccountCard;
  const content = describe(account, text);
  const inner: ReactNode = (
    <>
      <span className={styles.mark} aria-hidden="true">
        {content.mark}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{content.title}</span>
        <span className={styles.number}>{account.accountNumberMasked}</span>
        {content.holder ? <span className={styles.holder}>{content.holder}</span> : null}
      </span>
    </>
  );
  if (onOpen) {
    return (
      // Raw <button>: the whole account card is the tap target, not a labelled Button.
      <button
        ref={ref}
        type="button"
        className={styles.card({ kind: account.kind, interactive: true })}
        onClick={() => onOpen(account)}
      >
        {inner}
      </button>
    );
  }
  return (
    <div ref={ref} className={styles.card({ kind: account.kind, interactive: false })}>
      {inner}
    </div>
  );
}

function describe(account: WithdrawalAccount, text: UiStrings['withdrawalAccountCard']): CardText {
  const kindName = text.kinds[account.kind];
  switch (account.kind) {
    case 'bank_card':
      return {
        mark: account.bankName.slice(0, 1),
        title: account.bankName,
        holder: text.holder(account.holderName),
      };
    case 'virtual_coin':
      return {
        mark: '₮',
        title: account.network === null ? kindName : `${kindName} USDT-${account.network}`,
        holder: null,
      };
    case 'alipay':
      return { mark: kindName.slice(0, 1), title: kindName, holder: text.holder(account.holderName) };
    default:
      return account.kind satisfies never;
  }
}

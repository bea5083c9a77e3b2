import type { ReactNode, Ref } from 'react';
import { useMessages } from '../../i18n/index.ts';
import * as styles from './WithdrawalAccountCard.css.ts';
import { withdrawalAccountCardMessages } from './WithdrawalAccountCard.messages.ts';
import { maskAccountNumber, shortenAddress, type WithdrawalAccount } from './withdrawalAccount.ts';

export type WithdrawalAccountCardProps = {
  account: WithdrawalAccount;
  /** Opens the account's detail (/cards/bankDetail); without it the card is display-only. */
  onOpen?: ((account: WithdrawalAccount) => void) | undefined;
  /**
   * The number arrived masked by the server (the member's saved accounts): show it exactly as sent, since masking
   * it again could hide the part the server chose to show (an Alipay e-mail's domain, an address's ends).
   */
  maskedByServer?: boolean | undefined;
  ref?: Ref<HTMLButtonElement & HTMLDivElement>;
};

type CardText = { mark: string; title: string; number: string; holder: string | null };

/** A saved bank card, USDT address or Alipay account, masked. */
export function WithdrawalAccountCard({
  account,
  onOpen,
  maskedByServer = false,
  ref,
}: WithdrawalAccountCardProps) {
  const text = useMessages(withdrawalAccountCardMessages);
  const described = describe(account, text);
  const content = maskedByServer ? { ...described, number: accountNumberOf(account) } : described;
  const inner: ReactNode = (
    <>
      <span className={styles.mark} aria-hidden="true">
        {content.mark}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{content.title}</span>
        <span className={styles.number}>{content.number}</span>
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

function describe(
  account: WithdrawalAccount,
  text: (typeof withdrawalAccountCardMessages)['en-US'],
): CardText {
  switch (account.kind) {
    case 'bankCard':
      return {
        mark: account.bankName.slice(0, 1),
        title: account.bankName,
        number: maskAccountNumber(account.cardNumber),
        holder: text.holder(account.holderName),
      };
    case 'virtualCoin':
      return {
        mark: '₮',
        title: `${text.virtualCoin} USDT-${account.network}`,
        number: shortenAddress(account.address),
        holder: null,
      };
    case 'alipay':
      return {
        mark: text.alipay.slice(0, 1),
        title: text.alipay,
        number: maskAccountNumber(account.alipayAccount),
        holder: text.holder(account.holderName),
      };
    default:
      return account satisfies never;
  }
}

/** The account's number as given. */
function accountNumberOf(account: WithdrawalAccount): string {
  switch (account.kind) {
    case 'bankCard':
      return account.cardNumber;
    case 'virtualCoin':
      return account.address;
    case 'alipay':
      return account.alipayAccount;
    default:
      return account satisfies never;
  }
}

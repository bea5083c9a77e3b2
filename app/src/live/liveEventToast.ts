import type { MemberEvent } from '@platform/api-client';
import {
  amountCurrencyDisplay,
  type CurrencyDisplay,
  formatMoneyWithCurrency,
  type Locale,
} from '@platform/domain';
import type { ToastTone } from '@platform/ui';
import type { AppStrings } from '../i18n/appStrings.ts';

export type LiveToast = { message: string; tone: ToastTone };

export type LiveToastContext = {
  text: Pick<AppStrings, 'liveUpdates' | 'withdraw'>;
  locale: Locale;
  /** The site's own currency display (its symbol or coin); another currency shows its code. */
  siteCurrency: CurrencyDisplay;
};

/** An amount as the money lines show it, in text: a coin site's icon becomes its name after the amount. */
function moneyText(minor: number, currencyCode: string, context: LiveToastContext): string {
  const { text, icon } = formatMoneyWithCurrency(
    minor,
    context.locale,
    amountCurrencyDisplay(currencyCode, context.siteCurrency),
  );
  return icon === null ? text : `${text} ${icon.alt}`;
}

/** The toast a live event brings, if any: money the member waits for (credited, paid, refused with its reason). */
export function liveEventToast(event: MemberEvent, context: LiveToastContext): LiveToast | null {
  const { liveUpdates, withdraw } = context.text;
  switch (event.name) {
    case 'deposit.approved':
      return {
        message: liveUpdates.depositCredited(
          moneyText(event.payload.amountMinor, event.payload.currency, context),
        ),
        tone: 'positive',
      };
    case 'withdrawal.paid':
      return {
        message: liveUpdates.withdrawalPaid(
          moneyText(event.payload.amountMinor, event.payload.currency, context),
        ),
        tone: 'positive',
      };
    case 'withdrawal.rejected':
      return {
        message: liveUpdates.withdrawalRejected(event.payload.reason.trim() || withdraw.noReason),
        tone: 'negative',
      };
    default:
      return null;
  }
}

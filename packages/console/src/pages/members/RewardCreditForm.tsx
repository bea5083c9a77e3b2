import { MAXIMUM_REQUEST_AMOUNT_MINOR } from '@platform/contract';
import { parseAmountToMinorUnits } from '@platform/domain';
import { AmountField, Button, TextField } from '@platform/ui';
import { useRef, useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { createIntentKeys } from '../../data/intentKeys.ts';
import { moneyText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { useMemberAction } from './useMemberAction.ts';

type RewardCredit = { amountMinor: number; reason: string };

/**
 * A reward from the site's house account, in the site's money. Each credit the operator means carries one
 * idempotency key (a double click or a retry after a timeout credits once); once credited, the same amount and
 * reason again is a new reward with a new key.
 */
export function RewardCreditForm({
  memberId,
  currency,
  announce,
}: {
  memberId: string;
  currency: string;
  announce: Announce;
}) {
  const text = useConsoleText().memberActions;
  const { call, locale } = useConsoleRuntime();
  const keys = useRef(createIntentKeys()).current;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const intentOf = (credit: RewardCredit) => `${memberId}:${currency}:${credit.amountMinor}:${credit.reason}`;
  const credit = useMemberAction({
    memberId,
    announce,
    run: (reward: RewardCredit) =>
      call('consoleCreditMemberReward', {
        body: { memberId, currency, ...reward },
        idempotencyKey: keys.keyFor(intentOf(reward)),
      }),
    outcome: (reply, reward) =>
      reply.credited
        ? text.rewardCredited(moneyText(reward.amountMinor, currency, locale))
        : text.rewardAlreadyCredited,
  });
  const amountMinor = parseAmountToMinorUnits(amount);
  const ready =
    amountMinor !== null &&
    amountMinor >= 1 &&
    amountMinor <= MAXIMUM_REQUEST_AMOUNT_MINOR &&
    reason.trim() !== '';
  return (
    <form
      className={styles.page}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || amountMinor === null) return;
        const reward = { amountMinor, reason: reason.trim() };
        credit.mutate(reward, {
          onSuccess: () => {
            keys.forget(intentOf(reward));
            setAmount('');
            setReason('');
          },
        });
      }}
    >
      <AmountField
        label={text.rewardAmount(currency)}
        currencyCode={currency}
        minMinor={1}
        maxMinor={MAXIMUM_REQUEST_AMOUNT_MINOR}
        value={amount}
        onValueChange={setAmount}
        required
      />
      <TextField
        label={text.rewardReason}
        value={reason}
        onValueChange={setReason}
        required
        maxLength={200}
      />
      <div className={styles.toolbar}>
        <Button type="submit" loading={credit.isPending} disabled={!ready}>
          {text.credit}
        </Button>
      </div>
    </form>
  );
}

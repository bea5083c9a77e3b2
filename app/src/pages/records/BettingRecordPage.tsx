import { Button, Dialog, MoneyDisplay, RecordDetail, RecordItem, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type BetRecord, betRecordQuery } from '../../data/records.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { RecordsList } from '../../pageParts/RecordsList.tsx';
import { useCurrencyOf } from '../../pageParts/useCurrencyOf.ts';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { betStatusTag } from './recordStatus.ts';

/** The amount a bet row shows: what the bet returned less its stake (a lost bet shows its stake taken). */
export const betNetMinor = (bet: BetRecord) =>
  bet.status === 'unsettled' ? -bet.stakeMinor : bet.payoutMinor - bet.stakeMinor;

/** `/user/bettingRecord`: the member's bets by date range; a bet opens its detail over the list. */
export default function BettingRecordPage() {
  const { timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).records;
  const currencyOf = useCurrencyOf();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <RecordsList
        kind="bets"
        label={text.betsList}
        renderItem={(bet) => (
          <RecordItem
            title={bet.gameName}
            description={bet.venueName}
            occurredAt={new Date(bet.placedAt)}
            amountMinor={betNetMinor(bet)}
            currency={currencyOf(bet.currency)}
            status={betStatusTag(bet.status)}
            timeZone={timeZone}
            onOpen={() => setOpenId(bet.id)}
          />
        )}
      />
      <Dialog.Root open={openId !== null} onOpenChange={(open) => (open ? undefined : setOpenId(null))}>
        {openId === null ? null : (
          <Dialog.Content
            title={text.betsList}
            placement="bottom"
            footer={
              <Dialog.Close asChild>
                <Button tone="secondary" block>
                  {text.close}
                </Button>
              </Dialog.Close>
            }
          >
            <BetDetail id={openId} />
          </Dialog.Content>
        )}
      </Dialog.Root>
    </>
  );
}

function BetDetail({ id }: { id: string }) {
  const client = useApiClient();
  const { currencyDisplay } = useSiteConfig();
  const currencyOf = useCurrencyOf();
  const text = useMessages(appCatalog).records;
  const formatTime = useDateTimeFormat();
  const bet = useQuery(betRecordQuery(client, id));
  if (bet.data === undefined) {
    return (
      <RecordDetail
        title={text.betsList}
        amountMinor={0}
        currency={currencyDisplay}
        status="pending"
        rows={[]}
        state={bet.isError ? 'error' : 'loading'}
      />
    );
  }
  const detail = bet.data;
  const currency = currencyOf(detail.currency);
  return (
    <RecordDetail
      title={detail.gameName}
      amountMinor={betNetMinor(detail)}
      currency={currency}
      status={betStatusTag(detail.status)}
      rows={[
        { label: text.recordNumber, value: detail.id, copyable: true },
        { label: text.venueWallet, value: detail.venueName },
        {
          label: text.stake,
          value: <MoneyDisplay amount={{ minor: detail.stakeMinor }} currency={currency} />,
        },
        {
          label: text.payout,
          value: <MoneyDisplay amount={{ minor: detail.payoutMinor }} currency={currency} />,
        },
        { label: text.event, value: detail.selection.event },
        { label: text.market, value: detail.selection.market },
        { label: text.pick, value: detail.selection.pick },
        { label: text.odds, value: detail.selection.odds },
        { label: text.placedAt, value: formatTime(detail.placedAt) },
        {
          label: text.settledAt,
          value: detail.settledAt === null ? text.notSettled : formatTime(detail.settledAt),
        },
      ]}
    />
  );
}

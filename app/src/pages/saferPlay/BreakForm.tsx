import { SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '@platform/domain';
import { Button, ConfirmDialog, PageSection, Select, useLocale, useMessages, useToast } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { useIdempotencyKey } from '../../pageParts/useIdempotencyKey.ts';
import { useSignOut } from '../../pageParts/useSignOut.ts';

const timeOutDays = [TIME_OUT_DAYS.minimum, 7, 14, 30, TIME_OUT_DAYS.maximum];
const exclusionMonths = [SELF_EXCLUSION_MONTHS.minimum, 12, 24, 36, SELF_EXCLUSION_MONTHS.maximum];
const PERMANENT = 'permanent';

type Kind = 'time_out' | 'self_exclusion';

/**
 * A time-out or a self-exclusion: a length and a confirmation that says it cannot be undone. Once it starts the
 * server has ended every session, so the app signs out here too.
 */
export function BreakForm({ kind }: { kind: Kind }) {
  const client = useApiClient();
  const locale = useLocale();
  const toast = useToast();
  const text = useMessages(appCatalog).saferPlay;
  const signOut = useSignOut();
  const key = useIdempotencyKey();
  const timeOut = kind === 'time_out';
  const options = timeOut
    ? timeOutDays.map((days) => ({ value: String(days), label: text.days(days) }))
    : [
        ...exclusionMonths.map((months) => ({ value: String(months), label: text.months(months) })),
        { value: PERMANENT, label: text.permanent },
      ];
  const [length, setLength] = useState(options[0]?.value ?? '');
  const [asking, setAsking] = useState(false);
  const start = useMutation({
    mutationFn: () =>
      client.api.saferPlayExclusionStart({
        body: timeOut
          ? { kind, days: Number(length) }
          : length === PERMANENT
            ? { kind, permanent: true }
            : { kind, months: Number(length) },
        idempotencyKey: key.current(),
      }),
    onSettled: (_answer, error) => key.settle(error ?? undefined),
    onSuccess: () => signOut.signOut(),
    onError: (error) => toast.show(failureText(error, locale), { tone: 'negative' }),
  });
  const title = timeOut ? text.timeOut : text.selfExclusion;
  return (
    <PageSection aria-label={title}>
      <h2>{title}</h2>
      <p>{timeOut ? text.timeOutHint : text.selfExclusionHint}</p>
      <Select
        label={`${text.length} (${title})`}
        options={options}
        value={length}
        onValueChange={setLength}
      />
      <Button tone="danger" loading={start.isPending || signOut.pending} onClick={() => setAsking(true)}>
        {title}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={text.startTitle}
        message={text.cannotUndo}
        confirmLabel={text.start}
        confirmTone="danger"
        onConfirm={() => start.mutate()}
      />
    </PageSection>
  );
}

import { PageSection, Select, useMessages } from '@platform/ui';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import type { SaferPlayState } from '../../data/saferPlay.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { useSaferPlayChange } from './useSaferPlayChange.ts';

const OFF = 0;

/** The reality-check interval: off or one of the site's choices; the game page asks the server when one is due. */
export function RealityCheckSection({ setting }: { setting: NonNullable<SaferPlayState['realityCheck']> }) {
  const client = useApiClient();
  const text = useMessages(appCatalog).saferPlay;
  const choose = useSaferPlayChange(
    (minutes: number) => client.api.realityCheckInterval({ body: { minutes } }),
    text.realityCheckSaved,
  );
  const options = [
    { value: String(OFF), label: text.realityCheckOff },
    ...setting.choicesMinutes.map((minutes) => ({ value: String(minutes), label: text.minutes(minutes) })),
  ];
  return (
    <PageSection aria-labelledby="safer-play-reality-check">
      <h2 id="safer-play-reality-check">{text.realityCheck}</h2>
      <p>{text.realityCheckHint}</p>
      <Select
        label={text.realityCheckInterval}
        options={options}
        value={String(setting.intervalMinutes)}
        disabled={choose.isPending}
        onChange={(event) => choose.mutate(Number(event.target.value))}
      />
    </PageSection>
  );
}

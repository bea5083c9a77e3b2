import { ListCell, ListGroup, PageEmpty, QueryContent, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { signInHistoryQuery } from '../../data/security.ts';
import { securityCatalog } from '../../i18n/securityCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { deviceText } from './deviceText.ts';
import { SecurityFeature } from './SecurityFeature.tsx';

/** `/setting/security/signIns`: the last sign-in attempts, with device, place and outcome. */
export default function SignInHistoryPage() {
  return (
    <MemberPage>
      <SecurityFeature part="enabled">
        <SignInHistory />
      </SecurityFeature>
    </MemberPage>
  );
}

function SignInHistory() {
  const client = useApiClient();
  const text = useMessages(securityCatalog);
  const formatTime = useDateTimeFormat();
  const history = useQuery(signInHistoryQuery(client));
  return (
    <QueryContent query={history}>
      {(attempts) =>
        attempts.length === 0 ? (
          <PageEmpty message={text.noSignIns} />
        ) : (
          <ListGroup title={text.signInHistory}>
            {attempts.map((attempt) => {
              const device = deviceText(text, attempt);
              return (
                <ListCell
                  key={`${attempt.occurredAt}-${attempt.outcome}`}
                  title={device.name}
                  description={`${formatTime(attempt.occurredAt)} · ${device.place}`}
                  value={text.outcomes[attempt.outcome]}
                />
              );
            })}
          </ListGroup>
        )
      }
    </QueryContent>
  );
}

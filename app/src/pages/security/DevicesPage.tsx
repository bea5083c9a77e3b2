import type { ActiveSession } from '@platform/contract';
import { Button, ListCell, ListGroup, QueryContent, useLocale, useMessages, useToast } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { activeSessionsQuery, securityCalls, securityKeys } from '../../data/security.ts';
import { securityCatalog } from '../../i18n/securityCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { deviceText } from './deviceText.ts';
import { SecurityFeature } from './SecurityFeature.tsx';

/**
 * `/setting/security/devices`: where the account is signed in, this device first; any other can be signed out,
 * one or all at once. The server refuses a signed-out device's token before it answers.
 */
export default function DevicesPage() {
  return (
    <MemberPage>
      <SecurityFeature part="enabled">
        <Devices />
      </SecurityFeature>
    </MemberPage>
  );
}

function useSignOutMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const text = useMessages(securityCatalog);
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.activeSessions });
  const onError = (error: unknown) => toast.show(failureText(error, locale), { tone: 'negative' });
  const calls = securityCalls(client);
  return {
    one: useMutation({ mutationFn: calls.signOutSession, onSuccess: refresh, onError }),
    others: useMutation({
      mutationFn: calls.signOutOtherSessions,
      onSuccess: ({ signedOut }) => {
        toast.show(text.signedOutOthers(signedOut), { tone: 'positive' });
        return refresh();
      },
      onError,
    }),
  };
}

function Devices() {
  const client = useApiClient();
  const text = useMessages(securityCatalog);
  const sessions = useQuery(activeSessionsQuery(client));
  const signOut = useSignOutMutations();
  return (
    <QueryContent query={sessions}>
      {(list) => (
        <>
          <ListGroup title={text.devices} footer={list.length > 1 ? undefined : text.noOtherDevices}>
            {list.map((session) => (
              <DeviceRow
                key={session.id}
                session={session}
                signingOut={signOut.one.isPending && signOut.one.variables === session.id}
                onSignOut={() => signOut.one.mutate(session.id)}
              />
            ))}
          </ListGroup>
          {list.length > 1 ? (
            <Button
              tone="danger"
              block
              loading={signOut.others.isPending}
              onClick={() => signOut.others.mutate()}
            >
              {text.signOutOthers}
            </Button>
          ) : null}
        </>
      )}
    </QueryContent>
  );
}

function DeviceRow({
  session,
  signingOut,
  onSignOut,
}: {
  session: ActiveSession;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  const text = useMessages(securityCatalog);
  const formatTime = useDateTimeFormat();
  const device = deviceText(text, session);
  return (
    <ListCell
      title={device.name}
      description={`${device.place} · ${text.lastActive(formatTime(session.lastSeenAt))}`}
      value={
        session.current ? (
          text.thisDevice
        ) : (
          <Button
            tone="secondary"
            loading={signingOut}
            onClick={onSignOut}
            aria-label={`${text.signOutDevice}: ${device.name}`}
          >
            {text.signOutDevice}
          </Button>
        )
      }
    />
  );
}

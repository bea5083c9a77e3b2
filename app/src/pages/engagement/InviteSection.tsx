import { InviteCard, ListCell, ListGroup, PageEmpty, QueryContent, Stack, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type AgentPage, agentPageQuery } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { inviteLinkFor } from './inviteLink.ts';

/** The share-to-earn card, the agent statistics (agents only) and the friends who registered with the code. */
export function InviteSection() {
  const client = useApiClient();
  const agent = useQuery(agentPageQuery(client));
  return (
    <QueryContent query={agent}>
      {(data) => (
        <Stack gap="large">
          <InviteCard
            inviteCode={data.inviteCode}
            inviteLink={inviteLinkFor(window.location.origin, data.inviteCode)}
          />
          <AgentStatistics agent={data} />
          <Invitees invitees={data.recentInvitees} />
        </Stack>
      )}
    </QueryContent>
  );
}

function AgentStatistics({ agent }: { agent: AgentPage }) {
  const text = useMessages(appCatalog).engagement.agent;
  if (!agent.isAgent) return <PageEmpty message={text.notAgentYet} />;
  return (
    <ListGroup title={text.statsTitle}>
      <ListCell title={text.invitedCount} value={agent.invitedCount} />
      <ListCell title={text.commissionRate} value={`${agent.commissionRatePercent}%`} />
    </ListGroup>
  );
}

function Invitees({ invitees }: { invitees: AgentPage['recentInvitees'] }) {
  const text = useMessages(appCatalog).engagement.agent;
  const formatTime = useDateTimeFormat();
  if (invitees.length === 0) return <PageEmpty message={text.noInvitees} />;
  return (
    <ListGroup title={text.inviteesTitle}>
      {invitees.map((invitee) => (
        <ListCell
          key={`${invitee.username}-${invitee.joinedAt}`}
          title={invitee.username}
          value={formatTime(invitee.joinedAt)}
        />
      ))}
    </ListGroup>
  );
}

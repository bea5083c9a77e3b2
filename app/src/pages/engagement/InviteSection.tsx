import { InviteCard, ListCell, ListGroup, Stack, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { BlockEmpty } from '../../composer/BlockStatus.tsx';
import { type AgentPage, agentPageQuery } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { QueryContent } from '../finance/PageStates.tsx';
import { useDateTimeFormat } from '../records/useDateTimeFormat.ts';
import { inviteLinkFor } from './inviteLink.ts';

/** The share-to-earn card, the agent statistics (agents only) and the friends who registered with the code. */
export function InviteSection() {
  const { client } = useAppRuntime();
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
  if (!agent.isAgent) return <BlockEmpty message={text.notAgentYet} />;
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
  if (invitees.length === 0) return <BlockEmpty message={text.noInvitees} />;
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

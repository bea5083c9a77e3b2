import { Tabs, useMessages } from '@platform/ui';
import { useState } from 'react';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { InviteSection } from './InviteSection.tsx';
import { JoinUsSection } from './JoinUsSection.tsx';

const sections = ['invite', 'joinUs'] as const;
type Section = (typeof sections)[number];

/**
 * `/user/agentPage`. Access rule (the spec names no roles, §6): a visitor is offered sign-in; every signed-in member
 * sees their invite card (code, link, QR) and the friends who registered with it, since any member may share it;
 * the agent statistics (invitee count, commission rate) show only for a member the API marks as an agent
 * (`isAgent`: someone has registered with their code), others are told how to become one. The recruitment
 * ("join us") section is the second tab, open to every member.
 */
export default function AgentPage() {
  return (
    <MemberPage>
      <AgentCentre />
    </MemberPage>
  );
}

function AgentCentre() {
  const text = useMessages(appCatalog).engagement.agent;
  const [section, setSection] = useState<Section>('invite');
  const labels: Record<Section, string> = { invite: text.inviteTab, joinUs: text.joinUsTab };
  return (
    <Tabs
      label={text.sectionsLabel}
      items={sections.map((value) => ({ value, label: labels[value] }))}
      value={section}
      onValueChange={setSection}
    >
      {section === 'invite' ? <InviteSection /> : <JoinUsSection />}
    </Tabs>
  );
}

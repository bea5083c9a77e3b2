import { routePaths } from '@platform/domain';
import {
  Avatar,
  Badge,
  Button,
  ListGroup,
  PageCentred,
  PageColumn,
  PageError,
  Skeleton,
  useMessages,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSignedIn } from '../../boot/AppRuntimeContext.tsx';
import { memberInfoQuery, unreadCountQuery, userCentreMenuQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { RouteListCell } from '../../layout/RouteListCell.tsx';
import { useSignOut } from '../../pageParts/useSignOut.ts';
import * as centre from './userCentre.css.ts';

/** `/app/center`: the member's header and the user-centre menu (member/tree id 010) with the unread badge. */
export default function UserCentrePage() {
  return useSignedIn() ? <MemberCentre /> : <VisitorCentre />;
}

function VisitorCentre() {
  const text = useMessages(appCatalog).userCentre;
  const navigate = useNavigate();
  return (
    <PageCentred>
      <p>{text.visitorMessage}</p>
      <Button onClick={() => navigate(routePaths.login)}>{text.signIn}</Button>
    </PageCentred>
  );
}

function MemberCentre() {
  const client = useApiClient();
  const text = useMessages(appCatalog).userCentre;
  const member = useQuery(memberInfoQuery(client));
  const menu = useQuery(userCentreMenuQuery(client));
  const unread = useQuery(unreadCountQuery(client));
  const signOut = useSignOut();
  return (
    <PageColumn>
      <header className={centre.header}>
        <Avatar qq={member.data?.qq} username={member.data?.username} size="large" />
        <div>
          <p className={centre.username}>{member.data?.username}</p>
          {member.data === undefined ? null : (
            <p className={centre.level}>{text.vipLevel(member.data.vipLevel)}</p>
          )}
        </div>
      </header>
      {menu.data === undefined ? (
        menu.isError ? (
          <PageError onRetry={() => void menu.refetch()} />
        ) : (
          <Skeleton rows={6} withMedia />
        )
      ) : (
        menu.data.map((section) => (
          <ListGroup key={section.key} title={section.title}>
            {section.children.map((entry) => {
              const count = entry.route === routePaths.messages ? unread.data : entry.badge;
              return (
                <RouteListCell
                  key={entry.key}
                  title={entry.title}
                  to={entry.route}
                  value={
                    count === undefined || count === 0 ? undefined : (
                      <Badge count={count} label={text.unreadLabel} />
                    )
                  }
                />
              );
            })}
          </ListGroup>
        ))
      )}
      <Button tone="secondary" block loading={signOut.pending} onClick={signOut.signOut}>
        {text.signOut}
      </Button>
    </PageColumn>
  );
}

import { routePaths } from '@platform/domain';
import { ListCell, ListGroup, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { memberInfoQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { RouteListCell } from '../../layout/RouteListCell.tsx';
import { QueryContent } from '../finance/PageStates.tsx';
import * as styles from '../pageLayout.css.ts';

/** `/personalInfo`: the account name, and the real name, email and phone, each row opening its edit page. */
export default function PersonalInfoPage() {
  return (
    <div className={styles.column}>
      <MemberOnly>
        <PersonalInfo />
      </MemberOnly>
    </div>
  );
}

function PersonalInfo() {
  const client = useApiClient();
  const text = useMessages(appCatalog).account;
  const member = useQuery(memberInfoQuery(client));
  return (
    <QueryContent query={member}>
      {(info) => (
        <ListGroup>
          <ListCell title={text.accountName} value={info.username} />
          <RouteListCell
            title={text.realName}
            value={info.realName ?? text.notSet}
            to={routePaths.personalInfoName}
          />
          {/* The server masks a bound email and phone; they are shown as it sends them. */}
          <RouteListCell
            title={text.email}
            value={info.email ?? text.notBound}
            to={routePaths.personalInfoMail}
          />
          <RouteListCell
            title={text.phone}
            value={info.phone ?? text.notBound}
            to={routePaths.personalInfoPhone}
          />
        </ListGroup>
      )}
    </QueryContent>
  );
}

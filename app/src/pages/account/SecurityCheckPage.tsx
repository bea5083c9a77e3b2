import { routePaths } from '@platform/domain';
import { ListGroup, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { memberInfoQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { RouteListCell } from '../../layout/RouteListCell.tsx';
import { QueryContent } from '../finance/PageStates.tsx';
import * as styles from '../pageLayout.css.ts';

/**
 * `/setting/verification`. The spec names the route and nothing else. Designed as the member's security-check
 * state: which of phone and email are bound (masked, as the server sends them), each row leading to binding or
 * changing it. They are what verification codes go to, and the only ways to recover a forgotten password
 * (/forgetPassword), so a member sees here whether recovery would work.
 */
export default function SecurityCheckPage() {
  return (
    <div className={styles.column}>
      <MemberOnly>
        <SecurityCheck />
      </MemberOnly>
    </div>
  );
}

function SecurityCheck() {
  const client = useApiClient();
  const text = useMessages(appCatalog).account;
  const member = useQuery(memberInfoQuery(client));
  return (
    <QueryContent query={member}>
      {(info) => (
        <ListGroup footer={text.verificationIntro}>
          <RouteListCell
            title={text.phone}
            description={info.phone ?? text.notBound}
            value={info.phone === null ? text.bindPhone : text.changeBinding}
            to={routePaths.personalInfoPhone}
          />
          <RouteListCell
            title={text.email}
            description={info.email ?? text.notBound}
            value={info.email === null ? text.bindEmail : text.changeBinding}
            to={routePaths.personalInfoMail}
          />
        </ListGroup>
      )}
    </QueryContent>
  );
}

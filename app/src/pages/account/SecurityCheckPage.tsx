import { routePaths } from '@platform/domain';
import { ListGroup, useMessages } from '@platform/ui';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { RouteListCell } from '../../layout/RouteListCell.tsx';
import { MemberInfoContent } from '../../pageParts/MemberInfoContent.tsx';

/**
 * `/setting/verification`. The spec names the route and nothing else. Designed as the member's security-check
 * state: which of phone and email are bound (masked, as the server sends them), each row leading to binding or
 * changing it. They are what verification codes go to, and the only ways to recover a forgotten password
 * (/forgetPassword), so a member sees here whether recovery would work.
 */
export default function SecurityCheckPage() {
  const text = useMessages(appCatalog).account;
  return (
    <MemberPage>
      <MemberInfoContent>
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
      </MemberInfoContent>
    </MemberPage>
  );
}

import { routePaths } from '@platform/domain';
import { ListCell, ListGroup, useMessages } from '@platform/ui';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { RouteListCell } from '../../layout/RouteListCell.tsx';
import { MemberInfoContent } from '../../pageParts/MemberInfoContent.tsx';

/** `/personalInfo`: the account name, and the real name, email and phone, each row opening its edit page. */
export default function PersonalInfoPage() {
  const text = useMessages(appCatalog).account;
  return (
    <MemberPage>
      <MemberInfoContent>
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
      </MemberInfoContent>
    </MemberPage>
  );
}

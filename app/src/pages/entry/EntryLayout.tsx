import { routePaths } from '@platform/domain';
import { PageColumn, Tabs, useMessages } from '@platform/ui';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';

type EntryTab = typeof routePaths.login | typeof routePaths.register;

/** `/entry`: sign-in and registration side by side; switching keeps the query (an invite code). */
export default function EntryLayout() {
  const text = useMessages(appCatalog).entry;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current: EntryTab = pathname === routePaths.register ? routePaths.register : routePaths.login;
  return (
    <PageColumn>
      <Tabs<EntryTab>
        label={text.tabsLabel}
        items={[
          { value: routePaths.login, label: text.signInTab },
          { value: routePaths.register, label: text.registerTab },
        ]}
        value={current}
        onValueChange={(path) => navigate({ pathname: path, search }, { replace: true })}
      >
        <Outlet />
      </Tabs>
    </PageColumn>
  );
}

import { routePaths } from '@platform/domain';
import { Button, ListGroup, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { withdrawPasswordConfigQuery } from '../../data/cards.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { RouteListCell } from '../../layout/RouteListCell.tsx';
import { useSignOut } from '../../pageParts/useSignOut.ts';
import { AutoTransferSetting } from './AutoTransferSetting.tsx';

/**
 * `/setting`: the security settings (login password, security check, withdraw password), automatic transfer between
 * the wallets, and signing out.
 */
export default function SettingPage() {
  return (
    <MemberPage>
      <Settings />
    </MemberPage>
  );
}

function Settings() {
  const client = useApiClient();
  const text = useMessages(appCatalog).account;
  const signOut = useSignOut();
  // Only a label on one row: while it loads or if it failed, the row still opens the page, which has its own states.
  const withdrawPassword = useQuery(withdrawPasswordConfigQuery(client));
  const config = withdrawPassword.data;
  return (
    <>
      <ListGroup>
        <RouteListCell title={text.loginPassword} to={routePaths.settingPassword} />
        <RouteListCell title={text.verification} to={routePaths.settingVerification} />
        <RouteListCell
          title={text.withdrawPassword}
          value={config === undefined || !config.d ? undefined : config.p ? text.passwordSet : text.notSet}
          to={routePaths.settingWithdrawPassword}
        />
      </ListGroup>
      <AutoTransferSetting />
      <Button tone="secondary" block loading={signOut.pending} onClick={signOut.signOut}>
        {text.signOut}
      </Button>
    </>
  );
}

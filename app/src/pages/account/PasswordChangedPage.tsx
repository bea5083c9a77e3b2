import { notices } from '@platform/contract';
import { routePaths } from '@platform/domain';
import { useLocale, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { useSignedIn } from '../../boot/AppRuntimeContext.tsx';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { OutcomePanel } from './OutcomePanel.tsx';

/**
 * `/setting/success`: "your password has been changed" (spec §8). The server ended every other session and kept
 * this device signed in on a fresh token, so a member goes back to the settings and the other devices sign in
 * afresh. A visitor (this device's session ended too, or the page was opened later) is offered the fresh sign-in.
 */
export default function PasswordChangedPage() {
  const locale = useLocale();
  const text = useMessages(appCatalog).account;
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (
    <OutcomePanel
      lines={[notices.PASSWORD_CHANGED[locale], text.otherDevicesSignedOut]}
      primary={
        signedIn
          ? { label: text.backToSettings, onClick: () => navigate(routePaths.setting, { replace: true }) }
          : { label: text.signInAgain, onClick: () => navigate(routePaths.login, { replace: true }) }
      }
    />
  );
}

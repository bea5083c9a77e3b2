import { routePaths } from '@platform/domain';
import { useMessages } from '@platform/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { returnPathOf } from '../../pageParts/returnTo.ts';
import { OutcomePanel } from './OutcomePanel.tsx';

/**
 * `/setting/wsuccess`: the withdraw password is set. A member the gate sent here (adding a withdrawal account,
 * withdrawing) continues there; otherwise back to the security settings.
 */
export default function WithdrawPasswordDonePage() {
  const text = useMessages(appCatalog).account;
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const backToSettings = {
    label: text.backToSettings,
    onClick: () => navigate(routePaths.setting, { replace: true }),
  };
  return (
    <OutcomePanel
      lines={[text.withdrawPasswordDone]}
      primary={
        returnTo === null
          ? backToSettings
          : { label: text.continueWhereLeft, onClick: () => navigate(returnTo, { replace: true }) }
      }
      secondary={returnTo === null ? undefined : backToSettings}
    />
  );
}

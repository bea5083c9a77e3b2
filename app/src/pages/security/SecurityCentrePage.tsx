import { routePaths } from '@platform/domain';
import { ListGroup, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { twoStepStatusQuery } from '../../data/security.ts';
import { securityCatalog } from '../../i18n/securityCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { RouteListCell } from '../../layout/RouteListCell.tsx';
import { SecurityFeature } from './SecurityFeature.tsx';
import { useSecurityCentre } from './useSecurityCentre.ts';

/** `/setting/security`: the security centre's parts, the two-step row saying whether it is on. */
export default function SecurityCentrePage() {
  return (
    <MemberPage>
      <SecurityFeature part="enabled">
        <SecurityCentre />
      </SecurityFeature>
    </MemberPage>
  );
}

function SecurityCentre() {
  const text = useMessages(securityCatalog);
  const { twoStepVerification } = useSecurityCentre();
  return (
    <ListGroup footer={text.intro}>
      <RouteListCell title={text.signInHistory} to={routePaths.securitySignIns} />
      <RouteListCell title={text.devices} to={routePaths.securityDevices} />
      {twoStepVerification ? <TwoStepRow /> : null}
    </ListGroup>
  );
}

function TwoStepRow() {
  const client = useApiClient();
  const text = useMessages(securityCatalog);
  // Only a label on the row: while it loads or if it failed, the row still opens the page with its own states.
  const status = useQuery(twoStepStatusQuery(client));
  const value = status.data === undefined ? undefined : status.data.enabled ? text.on : text.off;
  return <RouteListCell title={text.twoStep} value={value} to={routePaths.securityTwoStep} />;
}

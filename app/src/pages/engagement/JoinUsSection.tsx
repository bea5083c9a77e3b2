import { routePaths } from '@platform/domain';
import { Button, ListCell, ListGroup, Stack, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { RouteCell } from './RouteCell.tsx';

/** Recruitment ("join us"): what agents get, how to become one, and the ways to ask or read more. */
export function JoinUsSection() {
  const text = useMessages(appCatalog).engagement.agent;
  const navigate = useNavigate();
  return (
    <Stack gap="large">
      <ListGroup title={text.joinUsTitle} footer={text.joinUsIntro}>
        {text.joinUsBenefits.map((benefit) => (
          <ListCell key={benefit} title={benefit} />
        ))}
      </ListGroup>
      <ListGroup title={text.joinUsStepsTitle}>
        {text.joinUsSteps.map((step, index) => (
          <ListCell key={step} title={`${index + 1}. ${step}`} />
        ))}
      </ListGroup>
      <Button block onClick={() => navigate(routePaths.customerService)}>
        {text.contactUs}
      </Button>
      <ListGroup>
        <RouteCell title={text.sponsorLink} to={routePaths.sponsor} />
      </ListGroup>
    </Stack>
  );
}

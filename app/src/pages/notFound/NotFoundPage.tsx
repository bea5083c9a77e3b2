import { routePaths } from '@platform/domain';
import { Button, PageCentred, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const text = useMessages(appCatalog).notFound;
  const navigate = useNavigate();
  return (
    <PageCentred>
      <p>{text.explanation}</p>
      <Button onClick={() => navigate(routePaths.home)}>{text.backHome}</Button>
    </PageCentred>
  );
}

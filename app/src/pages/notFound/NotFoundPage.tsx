import { routePaths } from '@platform/domain';
import { Button, PageCentred, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { notFoundMessages } from '../../i18n/notFound.messages.ts';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const text = useMessages(notFoundMessages);
  const navigate = useNavigate();
  return (
    <PageCentred>
      <p>{text.explanation}</p>
      <Button onClick={() => navigate(routePaths.home)}>{text.backHome}</Button>
    </PageCentred>
  );
}

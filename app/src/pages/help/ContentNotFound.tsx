import { Button, PageCentred } from '@platform/ui';
import { useNavigate } from 'react-router-dom';

/** Content that is not there (an unknown promotion or article): says so, with the way back to its list. */
export function ContentNotFound({
  message,
  backLabel,
  backTo,
}: {
  message: string;
  backLabel: string;
  backTo: string;
}) {
  const navigate = useNavigate();
  return (
    <PageCentred role="status">
      <p>{message}</p>
      <Button onClick={() => navigate(backTo)}>{backLabel}</Button>
    </PageCentred>
  );
}

import { Button } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import * as styles from '../pageLayout.css.ts';

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
    <section className={styles.centred} role="status">
      <p>{message}</p>
      <Button onClick={() => navigate(backTo)}>{backLabel}</Button>
    </section>
  );
}

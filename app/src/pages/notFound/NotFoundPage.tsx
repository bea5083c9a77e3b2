import { routePaths } from '@platform/domain';
import { Button, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { notFoundMessages } from '../../i18n/notFound.messages.ts';
import * as styles from '../pageLayout.css.ts';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const text = useMessages(notFoundMessages);
  const navigate = useNavigate();
  return (
    <section className={styles.centred}>
      <p>{text.explanation}</p>
      <Button onClick={() => navigate(routePaths.home)}>{text.backHome}</Button>
    </section>
  );
}

import { routePaths } from '@platform/domain';
import { Button, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';
import * as styles from '../pageLayout.css.ts';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const text = useMessages(appCatalog).notFound;
  const navigate = useNavigate();
  return (
    <section className={styles.centred}>
      <p>{text.explanation}</p>
      <Button onClick={() => navigate(routePaths.home)}>{text.backHome}</Button>
    </section>
  );
}

import { DEFAULT_SITE_CODE } from '@platform/site-config';
import { useSearchParams } from 'react-router-dom';
import { operatorMay } from '../../data/operatorPermissions.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import { ActionAnnouncement, useActionAnnouncement } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { SiteSelect } from '../../pageParts/SiteSelect.tsx';
import { ActivitiesSection } from './ActivitiesSection.tsx';
import { MaintenanceForm } from './MaintenanceForm.tsx';
import { MaintenanceState } from './MaintenanceState.tsx';
import { SiteMessageSection } from './SiteMessageSection.tsx';

/**
 * A site's content work (editContent): a message to all its members, its activities (which the notice bar scrolls),
 * and maintenance of the site, a venue or a game with what members meet now.
 */
export default function ContentPage() {
  const text = useConsoleText().content;
  const operator = useSignedInOperator();
  const [search, setSearch] = useSearchParams();
  const firstSite =
    operator.sites.find((site) => site.siteCode === DEFAULT_SITE_CODE)?.siteCode ??
    operator.sites[0]?.siteCode;
  const siteCode = search.get('site') ?? firstSite ?? '';
  const { announcement, announce } = useActionAnnouncement();
  const allowed = operatorMay(operator, siteCode, 'editContent');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{text.heading}</h1>
      <div className={styles.toolbar}>
        <SiteSelect value={siteCode} onChange={(site) => setSearch({ site })} />
      </div>
      <ActionAnnouncement announcement={announcement} />
      {allowed ? (
        <>
          <SiteMessageSection siteCode={siteCode} announce={announce} />
          <ActivitiesSection siteCode={siteCode} announce={announce} />
          <p className={styles.muted}>{text.carouselElsewhere}</p>
          <section className={styles.panel} aria-labelledby="maintenance-heading">
            <h2 id="maintenance-heading" className={styles.subheading}>
              {text.maintenanceHeading}
            </h2>
            <MaintenanceState siteCode={siteCode} />
            <MaintenanceForm siteCode={siteCode} announce={announce} />
          </section>
        </>
      ) : (
        <p className={styles.muted}>{text.notAllowed}</p>
      )}
    </div>
  );
}

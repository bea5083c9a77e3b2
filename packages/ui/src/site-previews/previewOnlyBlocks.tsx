import type {
  ActivityListProps,
  DownloadAppBannerProps,
  QuickActionKind,
  QuickActionsProps,
  SiteConfig,
} from '@platform/site-config';
import { ListCell, ListGroup } from '../components/ListCell/index.ts';
import { useLocale, useMessages } from '../i18n/index.ts';
import { activitiesFixture } from './fixtures.ts';
import * as styles from './previewBlocks.css.ts';
import { previewBlocksMessages } from './previewBlocks.messages.ts';

/*
 * Blocks the design system has no dedicated component for yet: composed here from plain themed
 * markup and ListCell so the previews show whole pages. They move to components when the app needs them.
 */

export function QuickActionsBlock({ props }: { props: QuickActionsProps }) {
  const text = useMessages(previewBlocksMessages);
  // The schema builds the action union from a mapped array, which TypeBox's Static widens away; the
  // values are validated against the same list, so this narrowing is safe.
  const actions = props.actions as readonly QuickActionKind[];
  return (
    <nav aria-label={text.quickActions}>
      <ul className={styles.quickActions}>
        {actions.map((action) => (
          <li key={action}>
            <button type="button" className={styles.quickAction}>
              <span className={styles.quickActionIcon} aria-hidden="true">
                {text.actions[action].slice(0, 1)}
              </span>
              {text.actions[action]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ActivityListBlock({ props }: { props: ActivityListProps }) {
  const text = useMessages(previewBlocksMessages);
  return (
    <ListGroup title={text.activities}>
      {activitiesFixture.slice(0, props.maxItems).map((activity) => (
        <ListCell
          key={activity.id}
          title={activity.title}
          description={activity.description}
          href="/activity/list"
        />
      ))}
    </ListGroup>
  );
}

export function DownloadAppBannerBlock({ props }: { props: DownloadAppBannerProps }) {
  const text = useMessages(previewBlocksMessages);
  return (
    <section className={styles.appBanner} aria-label={text.downloadApp}>
      <img className={styles.appBannerImage} src={props.imageSrc} alt={text.downloadApp} />
      <div className={styles.appBannerLinks}>
        <a className={styles.appBannerLink} href={props.iosUrl}>
          {text.ios}
        </a>
        <a className={styles.appBannerLink} href={props.androidUrl}>
          {text.android}
        </a>
      </div>
    </section>
  );
}

export function LegalFooterBlock({ legalFooter }: { legalFooter: SiteConfig['legalFooter'] }) {
  const locale = useLocale();
  const text = useMessages(previewBlocksMessages);
  return (
    <footer className={styles.footer}>
      <span className={styles.ageMark}>{text.minimumAge(legalFooter.minimumAge)}</span>
      <p className={styles.footerText}>{legalFooter.licenceText[locale]}</p>
      <p className={styles.footerText}>{legalFooter.responsibleGamingNote[locale]}</p>
    </footer>
  );
}

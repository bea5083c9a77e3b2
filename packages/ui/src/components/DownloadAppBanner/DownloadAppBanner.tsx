import { type Ref, useId, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './DownloadAppBanner.css.ts';

export type DownloadAppBannerProps = {
  iosUrl: string;
  androidUrl: string;
  /** The site's banner artwork (decorative: the heading says what it offers). */
  imageSrc: string;
  /** Called once the member closes the banner, so the app can keep it closed. */
  onDismiss?: () => void;
  ref?: Ref<HTMLElement>;
};

/** Invites web members to install the app, with a download link per platform; the member may close it. */
export function DownloadAppBanner({ iosUrl, androidUrl, imageSrc, onDismiss, ref }: DownloadAppBannerProps) {
  const text = useMessages(uiCatalog).downloadAppBanner;
  const titleId = useId();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) {
    return null;
  }
  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };
  return (
    <section ref={ref} className={styles.banner} aria-labelledby={titleId}>
      <img className={styles.artwork} src={imageSrc} alt="" />
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
        </h2>
        <p className={styles.tagline}>{text.tagline}</p>
        <div className={styles.links}>
          <a className={styles.link} href={iosUrl}>
            {text.ios}
          </a>
          <a className={styles.link} href={androidUrl}>
            {text.android}
          </a>
        </div>
      </div>
      {/* Raw <button>: an icon-only close control whose 44 px target is larger than its visible disc. */}
      <button type="button" className={styles.dismiss} aria-label={text.dismiss} onClick={dismiss}>
        <span className={styles.dismissDisc}>
          <svg className={styles.dismissGlyph} viewBox="0 0 14 14" aria-hidden="true">
            <path d="M2 2l10 10M12 2L2 12" />
          </svg>
        </span>
      </button>
    </section>
  );
}

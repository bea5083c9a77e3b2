import { contentLocale, routePaths } from '@platform/domain';
import { QrCode, useLocale, useMessages } from '@platform/ui';
import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { appCatalog } from '../../i18n/appCatalog.ts';
import * as styles from './desktopLanding.css.ts';

/**
 * `/home` on a desktop browser (spec §2): the app is made for phones, so this page hands the member over to one
 * with a QR code of the mobile address (query string kept, so an invite code survives the scan) and offers the
 * site's desktop website.
 */
export default function DesktopLandingPage() {
  const config = useSiteConfig();
  const locale = useLocale();
  const text = useMessages(appCatalog).desktopLanding;
  const { search } = useLocation();
  const mobileUrl = `${window.location.origin}${routePaths.home}${search}`;
  const { logo } = config.theme;
  return (
    <main className={styles.landing}>
      <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
      <h1>{config.displayName[contentLocale(locale)]}</h1>
      <p>{text.scanToOpen}</p>
      <QrCode value={mobileUrl} label={text.qrLabel} />
      <p className={styles.address}>
        {text.orOpen}: {mobileUrl}
      </p>
      <a className={styles.desktopLink} href={config.features.desktopUrl}>
        {text.desktopSite}
      </a>
    </main>
  );
}

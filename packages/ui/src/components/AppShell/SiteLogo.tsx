import { useSiteTheme } from '../../theme/SiteThemeProvider.tsx';
import * as styles from './AppShell.css.ts';

/**
 * The site's logo (theme token `logo`), for the nav bar of the home: its `alt` is the site's name, so a heading
 * made of it is named like the text title it replaces. It sits on a surface chip because logo art is drawn for
 * a light or a dark page, and the nav bar wears the brand colour, which may be neither.
 */
export function SiteLogo() {
  const { logo } = useSiteTheme().tokens;
  return (
    <span className={styles.logoChip}>
      <img
        className={styles.logoImage}
        src={logo.src}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
      />
    </span>
  );
}

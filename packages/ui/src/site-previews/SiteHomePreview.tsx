import { requireSiteConfig } from '@platform/site-config';
import { useLocale } from '../i18n/index.ts';
import { SiteFrame } from '../test-support/index.ts';
import type { SiteCode } from '../theme/index.ts';
import { useSiteTheme } from '../theme/index.ts';
import { HomeBlockView } from './HomeBlockView.tsx';
import * as styles from './previewBlocks.css.ts';

function SiteLogo() {
  const { tokens } = useSiteTheme();
  return (
    <img src={tokens.logo.src} alt={tokens.logo.alt} width={tokens.logo.width} height={tokens.logo.height} />
  );
}

/** A site's whole home page: its config's `home` list through the block registry, in its theme and language. */
export function SiteHomePreview({ site }: { site: SiteCode }) {
  return (
    <SiteFrame site={site}>
      <HomePage site={site} />
    </SiteFrame>
  );
}

function HomePage({ site }: { site: SiteCode }) {
  const locale = useLocale();
  const config = requireSiteConfig(site);
  return (
    <main className={styles.page} aria-label={config.displayName[locale]}>
      <header className={styles.header}>
        <SiteLogo />
      </header>
      {config.home.map((block, index) => (
        // Blocks are positional: the same type may appear twice, and order is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <HomeBlockView key={`${block.type}-${index}`} block={block} site={config} />
      ))}
    </main>
  );
}

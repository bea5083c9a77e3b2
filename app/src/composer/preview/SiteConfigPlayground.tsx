import { formatConfigIssue, type SiteConfig, validateSiteConfigText } from '@platform/site-config';
import { useMessages } from '@platform/ui';
import { useState } from 'react';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { SitePreview } from './SitePreview.tsx';
import * as styles from './siteConfigPlayground.css.ts';

export type SiteConfigPlaygroundProps = { initialConfig: SiteConfig };

/**
 * How an operator previews a new site before it ships: edit the JSON and see the composed home and tab bar at once,
 * themed from the tokens at run time; every validation problem is listed with its JSON path.
 */
export function SiteConfigPlayground({ initialConfig }: SiteConfigPlaygroundProps) {
  const text = useMessages(appCatalog).playground;
  const [source, setSource] = useState(() => JSON.stringify(initialConfig, null, 2));
  const [lastValid, setLastValid] = useState(initialConfig);
  const validation = validateSiteConfigText('playground.json', source);
  const edit = (next: string) => {
    setSource(next);
    const result = validateSiteConfigText('playground.json', next);
    if (result.ok) setLastValid(result.config);
  };
  return (
    <div className={styles.layout}>
      <div className={styles.editor}>
        <label className={styles.label} htmlFor="site-config-json">
          {text.editorLabel}
        </label>
        <textarea
          id="site-config-json"
          className={styles.source}
          value={source}
          spellCheck={false}
          onChange={(event) => edit(event.target.value)}
        />
        {validation.ok ? (
          <p role="status">{text.valid}</p>
        ) : (
          <div role="alert">
            <p>{text.problems(validation.issues.length)}</p>
            <ul className={styles.issues}>
              {validation.issues.map((issue) => (
                <li key={formatConfigIssue(issue)}>{formatConfigIssue(issue)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {/* Not a landmark: the preview's own <main> must stay top-level. */}
      <div className={styles.preview}>
        <SitePreview config={lastValid} previewTokens />
      </div>
    </div>
  );
}

import { useConsoleRuntime } from '../boot/consoleRuntime.tsx';
import { consoleLanguageNames, consoleLocales, isConsoleLocale } from '../i18n/consoleCatalog.ts';
import { useConsoleText } from '../i18n/useConsoleText.ts';
import * as styles from './consoleLayout.css.ts';

/** The console's language, switched in place (the catalogs load, then every page re-renders in it). */
export function LanguageSwitch() {
  const { locale, switchLocale } = useConsoleRuntime();
  const text = useConsoleText();
  return (
    <label className={styles.languageLabel}>
      {text.languageSwitch.label}
      <select
        className={styles.languageSelect}
        value={locale}
        onChange={(event) => {
          if (isConsoleLocale(event.target.value)) switchLocale(event.target.value);
        }}
      >
        {consoleLocales.map((option) => (
          <option key={option} value={option} lang={option}>
            {consoleLanguageNames[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

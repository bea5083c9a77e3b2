import {
  contrastShortfalls,
  type SiteConfig,
  type ThemeColorName,
  type ThemeTokens,
} from '@platform/site-config';
import { Select, TextField } from '@platform/ui';
import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import * as consoleStyles from '../../../pageParts/consoleStyles.css.ts';
import { ColorTokenField } from './ColorTokenField.tsx';
import * as styles from './composerEditors.css.ts';
import { useDraftEditing } from './draftEditing.ts';
import { FieldProblems } from './FieldProblems.tsx';
import {
  expectationOf,
  type TextTokenGroup,
  textTokenGroups,
  tokenFollowsSchema,
} from './themeTokenRules.ts';

const colorSchemes = ['light', 'dark'] as const satisfies readonly ThemeTokens['colorScheme'][];

type Theme = SiteConfig['theme'];

/**
 * The site's theme tokens (issue 25): colour scheme, every colour (picker and text), each contrast pair under WCAG
 * AA named beside both of its colours with its ratio as the operator types (what publishing would refuse), and the
 * radii, typography and spacing as text with what their pattern expects. The server's problems show beside their
 * fields.
 */
export function ThemeEditor() {
  const text = useConsoleText().themeEditor;
  const { config, change } = useDraftEditing();
  const theme = config.theme;
  const shortfalls = contrastShortfalls(theme);
  const changeTheme = (recipe: (theme: Theme) => Theme) =>
    change((current) => ({ ...current, theme: recipe(current.theme) }));
  const setColor = (name: ThemeColorName, value: string) =>
    changeTheme((current) => ({ ...current, colors: { ...current.colors, [name]: value } }));
  const setToken = (group: TextTokenGroup, key: string, value: string) =>
    changeTheme((current) => ({ ...current, [group]: { ...current[group], [key]: value } }));
  const groupHeadings: Record<TextTokenGroup, string> = {
    radii: text.radiiHeading,
    typography: text.typographyHeading,
    spacing: text.spacingHeading,
  };
  const tokenNames: Record<TextTokenGroup, Record<string, string>> = {
    radii: text.radiusNames,
    typography: text.typographyNames,
    spacing: text.spacingNames,
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="theme-heading">
      <h2 id="theme-heading" className={consoleStyles.subheading}>
        {text.heading}
      </h2>
      <div>
        <Select
          label={text.colorScheme}
          value={theme.colorScheme}
          onValueChange={(value) => {
            const scheme = colorSchemes.find((candidate) => candidate === value);
            if (scheme) changeTheme((current) => ({ ...current, colorScheme: scheme }));
          }}
          options={colorSchemes.map((scheme) => ({ value: scheme, label: text.colorSchemes[scheme] }))}
        />
        <FieldProblems path="$.theme.colorScheme" />
      </div>
      <fieldset className={styles.tokenGroup}>
        <legend>{text.colorsHeading}</legend>
        {(Object.keys(theme.colors) as ThemeColorName[]).map((name) => (
          <ColorTokenField
            key={name}
            name={name}
            value={theme.colors[name]}
            shortfalls={shortfalls.filter((pair) => pair.foreground === name || pair.background === name)}
            onChange={(value) => setColor(name, value)}
          />
        ))}
      </fieldset>
      {textTokenGroups.map((group) => (
        <fieldset key={group} className={styles.tokenGroup}>
          <legend>{groupHeadings[group]}</legend>
          {Object.entries(theme[group]).map(([key, value]) => {
            const expectation = text[expectationOf(group, key)];
            const follows = tokenFollowsSchema(group, key, value);
            return (
              <div key={key}>
                <TextField
                  label={tokenNames[group][key] ?? key}
                  value={value}
                  onValueChange={(next) => setToken(group, key, next)}
                  spellCheck={false}
                  // The expectation as a hint, or as the field's error once the value breaks it.
                  description={follows ? expectation : undefined}
                  error={follows ? undefined : expectation}
                />
                <FieldProblems path={`$.theme.${group}.${key}`} />
              </div>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}

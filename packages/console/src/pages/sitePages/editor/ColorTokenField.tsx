import { type ContrastShortfall, MINIMUM_TEXT_CONTRAST, type ThemeColorName } from '@platform/site-config';
import { TextField } from '@platform/ui';
import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import * as styles from './composerEditors.css.ts';
import { FieldProblems } from './FieldProblems.tsx';
import { colorIsValid, pickedColor, pickerHex } from './themeTokenRules.ts';

/** Rounded down: 4.46:1 must not read "4.5:1, needs 4.5:1". */
const ratioText = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

type ColorTokenFieldProps = {
  name: ThemeColorName;
  value: string;
  /** The theme's contrast pairs under WCAG AA that this colour is part of, as foreground or background. */
  shortfalls: readonly ContrastShortfall[];
  onChange: (value: string) => void;
};

/**
 * One colour token: a text field that takes any colour form the schema allows (translucent rgba too), with the
 * native picker inside it showing the colour when it parses, the contrast pairs it fails as the operator types,
 * and the server's problems of the saved copy.
 */
export function ColorTokenField({ name, value, shortfalls, onChange }: ColorTokenFieldProps) {
  const text = useConsoleText().themeEditor;
  const label = text.colorNames[name];
  const hex = pickerHex(value);
  return (
    <div>
      <TextField
        label={label}
        value={value}
        onValueChange={onChange}
        spellCheck={false}
        error={colorIsValid(value) ? undefined : text.colorExpected}
        prefix={
          <input
            type="color"
            className={styles.colorPicker}
            aria-label={text.picker(label)}
            value={hex ?? '#000000'}
            onChange={(event) => onChange(pickedColor(event.target.value, value))}
          />
        }
        footer={
          shortfalls.length === 0 ? undefined : (
            <ul className={styles.problems}>
              {shortfalls.map(({ foreground, background, ratio }) => (
                <li key={`${foreground} ${background}`}>
                  {text.contrastShortfall(
                    ratioText(ratio),
                    MINIMUM_TEXT_CONTRAST.toFixed(1),
                    text.colorNames[foreground],
                    text.colorNames[background],
                  )}
                </li>
              ))}
            </ul>
          )
        }
      />
      <FieldProblems path={`$.theme.colors.${name}`} />
    </div>
  );
}

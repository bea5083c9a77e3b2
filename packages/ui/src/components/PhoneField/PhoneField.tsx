import { validatePhoneNumber } from '@platform/domain';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { useControllableState } from '../FormField/useControllableState.ts';
import type { FieldRule } from '../FormField/useFieldValidation.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './PhoneField.css.ts';

/** One entry of the server's phone-area list. */
export interface PhoneArea {
  /** Dialling code without the plus sign, e.g. "86". */
  code: string;
  /** Country or region name in the member's language, e.g. "中国大陆". */
  name: string;
}

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'rule' | 'prefix' | 'inputMode'> {
  /** The areas the member may choose from (the server's phoneArea list). */
  areas: readonly PhoneArea[];
  areaCode?: string | undefined;
  /** Defaults to the first area. */
  defaultAreaCode?: string | undefined;
  onAreaCodeChange?: ((areaCode: string) => void) | undefined;
}

/** A phone number with its area code; the number is checked against the chosen area by the domain rule. */
export function PhoneField({
  areas,
  areaCode,
  defaultAreaCode,
  onAreaCodeChange,
  disabled,
  ...props
}: PhoneFieldProps) {
  const messages = useMessages(uiCatalog).phoneField;
  const [selectedAreaCode, setSelectedAreaCode] = useControllableState({
    value: areaCode,
    defaultValue: defaultAreaCode ?? areas[0]?.code ?? '',
    onChange: onAreaCodeChange,
  });
  // validatePhoneNumber checks the area code first (validateAreaCode), so an empty area is reported too.
  const phoneRule: FieldRule = (number) => validatePhoneNumber(selectedAreaCode, number);
  return (
    <TextField
      autoComplete="tel-national"
      {...props}
      disabled={disabled}
      type="tel"
      inputMode="tel"
      rule={phoneRule}
      prefix={
        <span className={styles.areaPicker}>
          <span aria-hidden="true">{selectedAreaCode ? `+${selectedAreaCode}` : '+'}</span>
          <ChevronIcon />
          <select
            className={styles.areaSelect}
            aria-label={messages.areaCode}
            autoComplete="tel-country-code"
            value={selectedAreaCode}
            disabled={disabled}
            onChange={(event) => setSelectedAreaCode(event.target.value)}
          >
            {areas.map((area) => (
              <option key={area.code} value={area.code}>
                {`${area.name} +${area.code}`}
              </option>
            ))}
          </select>
        </span>
      }
    />
  );
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

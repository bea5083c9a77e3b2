import {
  type DateRange,
  type DateRangePreset,
  dateRangeForPreset,
  dateRangePresets,
  dateTimeFormat,
} from '@platform/domain';
import { type Ref, useId } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import * as styles from './DateRangePicker.css.ts';

export type DateRangePickerProps = {
  value: DateRangePreset;
  /** Receives the preset and its concrete range (domain rule, in the site's time zone). */
  onChange: (preset: DateRangePreset, range: DateRange) => void;
  /** The site's time zone; presets are calendar days there, not on the device. */
  timeZone: string;
  /** "Now" for the range shown; the current time by default. */
  now?: Date;
  disabled?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
};

/** Record filters: all time, today, yesterday, last 7 days, last 30 days (presets -1, 0, 1, 2, 3). */
export function DateRangePicker({
  value,
  onChange,
  timeZone,
  now,
  disabled = false,
  ref,
}: DateRangePickerProps) {
  const locale = useLocale();
  const text = useMessages(uiCatalog).dateRangePicker;
  const name = useId();
  const rangeId = useId();
  const rangeOf = (preset: DateRangePreset) => dateRangeForPreset(preset, now ?? new Date(), timeZone);
  const selected = rangeOf(value);
  const dayFormat = dateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  });
  const rangeText =
    selected.start && selected.end ? dayFormat.formatRange(selected.start, selected.end) : text.allTime;
  return (
    <fieldset ref={ref} className={styles.fieldset} disabled={disabled} aria-describedby={rangeId}>
      <legend className={styles.legend}>{text.legend}</legend>
      <div className={styles.options}>
        {dateRangePresets.map((preset) => {
          const id = `${name}-${preset}`;
          return (
            <span key={preset} className={styles.option}>
              <input
                id={id}
                className={styles.input}
                type="radio"
                name={name}
                value={preset}
                checked={preset === value}
                onChange={() => onChange(preset, rangeOf(preset))}
              />
              <label htmlFor={id} className={styles.chip}>
                {text.presets[`${preset}`]}
              </label>
            </span>
          );
        })}
      </div>
      <p id={rangeId} className={styles.range} aria-live="polite">
        {rangeText}
      </p>
    </fieldset>
  );
}

import { type DateRangePreset, dateRangePresets } from '@platform/domain';
import { useSearchParams } from 'react-router-dom';

/** The range a records page opens with: all time, so a member's first visit shows everything they have. */
const DEFAULT_PRESET: DateRangePreset = -1;

const isPreset = (value: number): value is DateRangePreset =>
  (dateRangePresets as readonly number[]).includes(value);

/** Reads `?range=` (kept in the URL so coming back from a detail page keeps the range), or the default. */
export function presetFromSearch(search: URLSearchParams): DateRangePreset {
  const value = Number(search.get('range') ?? Number.NaN);
  return isPreset(value) ? value : DEFAULT_PRESET;
}

/** The selected range of a records page and the way to change it (replacing the history entry). */
export function useRecordsRange(): [DateRangePreset, (preset: DateRangePreset) => void] {
  const [search, setSearch] = useSearchParams();
  const select = (preset: DateRangePreset) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('range', String(preset));
        return next;
      },
      { replace: true },
    );
  return [presetFromSearch(search), select];
}

import { Select } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../../../boot/consoleRuntime.tsx';
import { consoleQueries } from '../../../../data/consoleQueries.ts';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { useDraftEditing } from '../draftEditing.ts';
import type { FieldProps } from './fieldProps.ts';
import { useFieldProblems } from './useFieldProblems.ts';

/**
 * A category chosen by name from the site's catalogue (a config holds its id). An optional one may be left unset;
 * an id the catalogue no longer has stays listed by its id, and the draft's problem beside it says why.
 */
export function CategoryPickerField({
  value,
  onChange,
  path,
  label,
  optional,
}: FieldProps & { optional: boolean }) {
  const text = useConsoleText().schemaForm;
  const { call } = useConsoleRuntime();
  const { siteCode } = useDraftEditing();
  const catalogue = useQuery(consoleQueries.siteCatalogue(call, siteCode));
  const message = useFieldProblems(path);
  const current = typeof value === 'string' ? value : '';
  const categories = catalogue.data?.categories ?? [];
  const known = current === '' || categories.some((category) => category.id === current);
  return (
    <Select
      label={label}
      error={message ?? (catalogue.isError ? text.catalogueUnavailable : undefined)}
      required={!optional}
      placeholder={optional ? undefined : text.noCategory}
      options={[
        ...(optional ? [{ value: '', label: text.noCategory }] : []),
        ...categories.map((category) => ({ value: category.id, label: category.name })),
        ...(known ? [] : [{ value: current, label: current }]),
      ]}
      value={current}
      onValueChange={(next) => onChange(optional && next === '' ? undefined : next)}
    />
  );
}

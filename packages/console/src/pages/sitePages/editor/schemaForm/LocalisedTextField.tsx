import { type ContentLocale, contentLocales } from '@platform/domain';
import { TextField } from '@platform/ui';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { childPath } from '../jsonPath.ts';
import { FieldGroup } from './FieldGroup.tsx';
import type { FieldProps } from './fieldProps.ts';
import { asRecord } from './ObjectFields.tsx';
import { useFieldProblems } from './useFieldProblems.ts';

function LanguageInput({
  language,
  texts,
  onChange,
  path,
}: {
  language: ContentLocale;
  texts: Record<string, unknown>;
  onChange: (next: unknown) => void;
  path: string;
}) {
  const text = useConsoleText().schemaForm;
  const languagePath = childPath(path, language);
  const message = useFieldProblems(languagePath);
  const current = texts[language];
  return (
    <TextField
      label={text.languages[language]}
      lang={language}
      required
      error={message}
      value={typeof current === 'string' ? current : ''}
      onValueChange={(next) => onChange({ ...texts, [language]: next })}
    />
  );
}

/** A text members read in their language: one input per language, each labelled with it, in one group. */
export function LocalisedTextField({ value, onChange, path, label }: FieldProps) {
  const texts = asRecord(value);
  return (
    <FieldGroup label={label} path={path}>
      {contentLocales.map((language) => (
        <LanguageInput key={language} language={language} texts={texts} onChange={onChange} path={path} />
      ))}
    </FieldGroup>
  );
}

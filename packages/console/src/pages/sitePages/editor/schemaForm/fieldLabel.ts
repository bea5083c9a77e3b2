import type { ConsoleStrings } from '../../../../i18n/consoleStrings.ts';
import type { JsonSchema } from './jsonSchema.ts';

/**
 * A prop's label: the console's words for its key in the operator's language; the schema's description (English)
 * only for a key the catalog does not name yet, then the key itself.
 */
export function fieldLabel(key: string, schema: JsonSchema, text: ConsoleStrings['schemaForm']): string {
  return text.fieldLabels[key] ?? schema.description ?? key;
}

/**
 * A choice's words: the members' own word where they read one (a shortcut button's label, the design system's
 * `memberWords`), so the operator picks what members will see; else the console's for that value; else the value
 * itself (a number reads as itself anyway).
 */
export function choiceLabel(
  value: string | number,
  text: ConsoleStrings['schemaForm'],
  memberWords: Readonly<Record<string, string>>,
): string {
  return memberWords[String(value)] ?? text.choices[String(value)] ?? String(value);
}

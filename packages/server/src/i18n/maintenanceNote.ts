import { contentLocale, contentLocales, type Locale } from '@platform/domain';
import type { MaintenanceNote } from '../db/schema/catalogue.ts';

/**
 * The operator's maintenance message for a member reading in `locale`: in their content language, else in the
 * first language the operator wrote it in (a message in another language beats none); undefined without one.
 */
export function maintenanceNoteFor(note: MaintenanceNote | null, locale: Locale): string | undefined {
  if (!note) return undefined;
  const preferred = contentLocale(locale);
  return (
    note[preferred] ?? contentLocales.map((language) => note[language]).find((text) => text !== undefined)
  );
}

import type { SiteConfig } from '../schema/siteConfigSchema.ts';
import type { ConfigIssue } from '../validation/configIssue.ts';
import { describeFound } from '../validation/jsonPath.ts';

/**
 * The top-level fields of a site config the page composer edits and a publish may change (issue 25). Only these
 * are followed from a published version: the member app renders the home, tab bar and theme of the version served,
 * but the server's own rules (hosts, currencies, deposit limits, safer play, security centre, the four-eyes amount…)
 * read the site's file in site-configs/, deployed with the build. Any other field changed in a published version
 * would show members one thing while the server enforced another, so it changes only through the file and a deploy.
 */
export const composerEditableFields = [
  'home',
  'tabBar',
  'theme',
] as const satisfies readonly (keyof SiteConfig)[];
export type ComposerEditableField = (typeof composerEditableFields)[number];

/** `$schema` is a hint to text editors that nothing reads: a copy without it changes nothing. */
const IGNORED_FIELDS: readonly string[] = ['$schema'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as JSON: same values, object keys in any order (a config stored as jsonb comes back with its keys sorted). */
function sameJson(first: unknown, second: unknown): boolean {
  if (Array.isArray(first) || Array.isArray(second))
    return (
      Array.isArray(first) &&
      Array.isArray(second) &&
      first.length === second.length &&
      first.every((item, index) => sameJson(item, second[index]))
    );
  if (isRecord(first) || isRecord(second)) {
    if (!isRecord(first) || !isRecord(second)) return false;
    const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
    return [...keys].every((key) => sameJson(first[key], second[key]));
  }
  return first === second;
}

/**
 * Each top-level field outside the composer's that `config` changes from the site's file (`fileConfig`), as a
 * problem at its path (`$.hosts`) that says where it changes instead.
 */
export function fieldsOnlyTheFileChanges(config: SiteConfig, fileConfig: SiteConfig): ConfigIssue[] {
  const editable: readonly string[] = composerEditableFields;
  const fields = new Set([...Object.keys(config), ...Object.keys(fileConfig)]);
  return [...fields]
    .filter((field) => !editable.includes(field) && !IGNORED_FIELDS.includes(field))
    .filter(
      (field) =>
        !sameJson((config as Record<string, unknown>)[field], (fileConfig as Record<string, unknown>)[field]),
    )
    .map((field) => ({
      file: `${fileConfig.code}.json`,
      path: `$.${field}`,
      expected: `the value in site-configs/${fileConfig.code}.json: this field changes only through the site's file and a deploy (the composer edits ${composerEditableFields.join(', ')})`,
      found: describeFound((config as Record<string, unknown>)[field]),
    }));
}

import { Value } from 'typebox/value';
import { migrateSiteConfig } from '../migrations.ts';
import {
  CURRENT_SITE_CONFIG_VERSION,
  type SiteConfig,
  SiteConfigSchema,
  type SiteConfigShape,
} from '../schema/siteConfigSchema.ts';
import { type ConfigIssue, formatConfigIssue } from './configIssue.ts';
import { describeFound, jsonPathFromPointer } from './jsonPath.ts';
import { type SchemaIssue, schemaIssues } from './schemaIssues.ts';
import { semanticIssues } from './semanticRules.ts';

export type SiteConfigValidation = { ok: true; config: SiteConfig } | { ok: false; issues: ConfigIssue[] };

function inFile(file: string, issues: SchemaIssue[]): ConfigIssue[] {
  return issues.map(({ pointer, expected, found }) => ({
    file,
    path: jsonPathFromPointer(pointer),
    expected,
    found,
  }));
}

function matchesSchema(value: unknown): value is SiteConfigShape {
  return Value.Check(SiteConfigSchema, value);
}

/**
 * Migrates a parsed config to the current version, checks it against the schema and then against the rules a schema
 * cannot express (colours, contrast, touch targets, duplicates, catalogs, recommended matches). Every problem is
 * reported, not just the first, so an operator fixes a file in one pass. Paths refer to the migrated config, which
 * for a current-version file is the file itself.
 */
export function validateSiteConfig(file: string, raw: unknown): SiteConfigValidation {
  const migrated = migrateSiteConfig(raw);
  if (!migrated.ok) {
    return {
      ok: false,
      issues: [
        {
          file,
          path: '$.version',
          expected: `a version from 1 to ${CURRENT_SITE_CONFIG_VERSION}`,
          found: describeFound(migrated.found),
        },
      ],
    };
  }
  const structural = schemaIssues(SiteConfigSchema, migrated.config);
  if (structural.length > 0 || !matchesSchema(migrated.config)) {
    return { ok: false, issues: inFile(file, structural) };
  }
  const semantic = semanticIssues(migrated.config);
  if (semantic.length > 0) return { ok: false, issues: inFile(file, semantic) };
  // The semantic rules pinned defaultLanguage to a shipped locale: the one refinement SiteConfig adds.
  return { ok: true, config: migrated.config as SiteConfig };
}

/** Parses config file text first, so a syntax error is reported in the same one-line form. */
export function validateSiteConfigText(file: string, text: string): SiteConfigValidation {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      issues: [
        { file, path: '$', expected: 'valid JSON', found: `a syntax error (${(error as Error).message})` },
      ],
    };
  }
  return validateSiteConfig(file, raw);
}

export class SiteConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    super(`Invalid site config:\n${issues.map(formatConfigIssue).join('\n')}`);
    this.name = 'SiteConfigError';
    this.issues = issues;
  }
}

/** A validated config, or a SiteConfigError listing every problem. */
export function parseSiteConfig(file: string, raw: unknown): SiteConfig {
  const result = validateSiteConfig(file, raw);
  if (!result.ok) throw new SiteConfigError(result.issues);
  return result.config;
}

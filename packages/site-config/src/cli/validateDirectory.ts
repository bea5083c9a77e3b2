import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../schema/siteConfigSchema.ts';
import { SITE_ASSET_URL_PREFIX } from '../siteAssets.ts';
import { type ConfigIssue, formatConfigIssue } from '../validation/configIssue.ts';
import { configStrings } from '../validation/configStrings.ts';
import { validateSiteConfigText } from '../validation/validateSiteConfig.ts';

export const JSON_SCHEMA_FILE_NAME = 'site-config.schema.json';

export type DirectoryValidation = {
  files: string[];
  configs: SiteConfig[];
  issues: ConfigIssue[];
  lines: string[];
};

/** Every /site-assets/… URL in a config, with the JSON path where it appears. */
const assetReferences = (config: SiteConfig) =>
  configStrings(config).filter(([, text]) => text.startsWith(SITE_ASSET_URL_PREFIX));

/** Checks that need the files around a config: file named after its code, assets that exist, hosts used once. */
function directoryIssues(
  directory: string,
  file: string,
  config: SiteConfig,
  hostOwners: Map<string, string>,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const expectedCode = path.basename(file, '.json');
  if (config.code !== expectedCode)
    issues.push({
      file,
      path: '$.code',
      expected: `"${expectedCode}" (the file name)`,
      found: JSON.stringify(config.code),
    });
  for (const [jsonPath, url] of assetReferences(config)) {
    const assetFile = path.join(directory, 'assets', url.slice(SITE_ASSET_URL_PREFIX.length));
    if (!existsSync(assetFile))
      issues.push({
        file,
        path: jsonPath,
        expected: `an existing file ${path.relative(process.cwd(), assetFile)}`,
        found: JSON.stringify(url),
      });
  }
  config.hosts.forEach((host, index) => {
    const owner = hostOwners.get(host);
    if (owner && owner !== file)
      issues.push({
        file,
        path: `$.hosts[${index}]`,
        expected: 'a host no other site lists',
        found: `${JSON.stringify(host)}, also in ${owner}`,
      });
    else hostOwners.set(host, file);
  });
  return issues;
}

/** Validates every *.json config in `directory` (the generated JSON Schema excepted): the CLI and the tests share this. */
export function validateConfigDirectory(directory: string): DirectoryValidation {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json') && name !== JSON_SCHEMA_FILE_NAME)
    .sort();
  const configs: SiteConfig[] = [];
  const issues: ConfigIssue[] = [];
  const hostOwners = new Map<string, string>();
  for (const file of files) {
    const result = validateSiteConfigText(file, readFileSync(path.join(directory, file), 'utf8'));
    if (!result.ok) {
      issues.push(...result.issues);
      continue;
    }
    configs.push(result.config);
    issues.push(...directoryIssues(directory, file, result.config, hostOwners));
  }
  return { files, configs, issues, lines: issues.map(formatConfigIssue) };
}

// Usage: node --import tsx packages/site-config/src/cli/validate.ts [directory=site-configs] [--write | --check]
// Prints one line per problem ("file: $.path: expected …, found …") and exits 1, or a one-line OK summary.
// --write regenerates the site list modules (src/generated/) from the configs; --check fails when they are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDirectory, siteModules } from './siteModules.ts';
import { validateConfigDirectory } from './validateDirectory.ts';

const [directory = 'site-configs', mode] = process.argv.slice(2);
const { files, configs, lines } = validateConfigDirectory(directory);

if (files.length === 0) {
  console.error(`${directory}: expected at least one site config (*.json), found none`);
  process.exit(1);
}
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  process.exit(1);
}

const readIfPresent = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

for (const [name, text] of Object.entries(siteModules(configs, path.resolve(directory)))) {
  const target = path.join(generatedDirectory, name);
  if (mode === '--write' && readIfPresent(target) !== text) {
    writeFileSync(target, text);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
  if (mode === '--check' && readIfPresent(target) !== text) {
    console.error(
      `${path.relative(process.cwd(), target)}: expected the site list of ${directory}, found a stale file (run npm run validate-sites)`,
    );
    process.exit(1);
  }
}
console.log(`OK: ${files.length} site configs valid in ${directory} (${files.join(', ')})`);

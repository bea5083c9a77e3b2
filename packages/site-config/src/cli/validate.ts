// Usage: node --import tsx packages/site-config/src/cli/validate.ts [directory=site-configs]
// Prints one line per problem ("file: $.path: expected …, found …") and exits 1, or a one-line OK summary.
import { validateConfigDirectory } from './validateDirectory.ts';

const directory = process.argv[2] ?? 'site-configs';
const { files, lines } = validateConfigDirectory(directory);

if (files.length === 0) {
  console.error(`${directory}: expected at least one site config (*.json), found none`);
  process.exit(1);
}
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  process.exit(1);
}
console.log(`OK: ${files.length} site configs valid in ${directory} (${files.join(', ')})`);

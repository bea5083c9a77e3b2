// Usage: node --import tsx packages/site-config/src/cli/generateJsonSchema.ts [directory=site-configs]
// Writes <directory>/site-config.schema.json from the TypeBox schema.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfigJsonSchemaText } from '../jsonSchema.ts';
import { JSON_SCHEMA_FILE_NAME } from './validateDirectory.ts';

const target = path.join(process.argv[2] ?? 'site-configs', JSON_SCHEMA_FILE_NAME);
writeFileSync(target, siteConfigJsonSchemaText());
// Formatted by the project's formatter so the lint step accepts the file as written.
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
console.log(`wrote ${target}`);

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openapiDocument } from './openapi.ts';

// Regenerates packages/contract/openapi.json: `node --import tsx packages/contract/src/writeOpenapi.ts`.
// The file is then formatted by the project's formatter, so the lint step accepts it as written.
export const openapiPath = new URL('../openapi.json', import.meta.url);
writeFileSync(openapiPath, `${JSON.stringify(openapiDocument(), null, 2)}\n`);
execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(openapiPath)], { stdio: 'inherit' });

import { writeFileSync } from 'node:fs';
import { openapiDocument } from './openapi.ts';

// Regenerates packages/contract/openapi.json: `node --import tsx packages/contract/src/writeOpenapi.ts`.
export const openapiPath = new URL('../openapi.json', import.meta.url);
writeFileSync(openapiPath, `${JSON.stringify(openapiDocument(), null, 2)}\n`);

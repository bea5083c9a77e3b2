import { writeFileSync } from 'node:fs';
import { endpointRoutesModule } from './endpointRoutesModule.ts';

// Regenerates packages/contract/src/routes/endpointRoutes.generated.ts:
// `node --import tsx packages/contract/src/routes/writeEndpointRoutes.ts`.
writeFileSync(new URL('./endpointRoutes.generated.ts', import.meta.url), endpointRoutesModule());

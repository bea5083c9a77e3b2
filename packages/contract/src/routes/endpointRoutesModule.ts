import { endpoints } from '../endpoints/index.ts';
import { endpointRouteOf } from './endpointRoute.ts';

/** The text of routes/endpointRoutes.generated.ts: every endpoint's route, in the order of `endpoints`. */
export function endpointRoutesModule(): string {
  const entries = Object.entries(endpoints).map(
    ([name, endpoint]) => `  ${name}: ${JSON.stringify(endpointRouteOf(endpoint))},`,
  );
  return [
    '// Generated from the endpoint definitions by `node --import tsx packages/contract/src/routes/writeEndpointRoutes.ts`.',
    '// Do not edit: a test fails when stale. No schemas here, so the browser client does not download them.',
    '',
    "import type { EndpointName } from '../endpoints/index.ts';",
    "import type { EndpointRoute } from './endpointRoute.ts';",
    '',
    'export const endpointRoutes: Readonly<Record<EndpointName, EndpointRoute>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

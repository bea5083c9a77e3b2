import type { EndpointDefinition } from '../defineEndpoint.ts';
import { EncryptedPassword } from '../endpoints/common.ts';

/**
 * What a client needs to send one endpoint, without its TypeBox schemas: method, path, body encoding, whether it
 * moves money (idempotency key, retry class), whether the answer is raw (the captcha image) and which body fields
 * travel RSA-encrypted. `endpointRoutes.generated.ts` holds these facts for every endpoint, so a browser client
 * sends requests without downloading the schemas (TypeBox and ~40 KB of them), which only validation needs.
 */
export type EndpointRoute = Pick<EndpointDefinition, 'method' | 'path' | 'encoding'> & {
  readonly moneyMoving?: true;
  readonly rawResponse?: true;
  /** Body fields declared as the contract's EncryptedPassword (password, oldPassword, newPassword…). */
  readonly passwordFields?: readonly string[];
};

/**
 * Whether a body property is the contract's EncryptedPassword schema. Compared by content, not identity,
 * because TypeBox's `Optional` wraps a schema in a new object with the same keywords.
 */
function isEncryptedPasswordSchema(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const candidate = schema as Record<string, unknown>;
  return Object.entries(EncryptedPassword).every(([keyword, value]) => candidate[keyword] === value);
}

/** The route of one endpoint definition (what `writeEndpointRoutes.ts` writes, and the test compares). */
export function endpointRouteOf(endpoint: EndpointDefinition): EndpointRoute {
  const properties =
    (endpoint.body as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const passwordFields = Object.entries(properties)
    .filter(([, schema]) => isEncryptedPasswordSchema(schema))
    .map(([name]) => name);
  return {
    method: endpoint.method,
    path: endpoint.path,
    encoding: endpoint.encoding,
    ...(endpoint.moneyMoving === true ? { moneyMoving: true } : {}),
    ...(endpoint.rawResponse === undefined ? {} : { rawResponse: true }),
    ...(passwordFields.length > 0 ? { passwordFields } : {}),
  };
}

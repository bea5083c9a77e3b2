import {
  EncryptedPassword,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  endpoints,
} from '@platform/contract';
import type { EndpointCaller } from './endpointCalls.ts';
import { encryptPassword, importPasswordPublicKey } from './passwordEncryption.ts';

/**
 * Whether a body property is the contract's EncryptedPassword schema. Compared by content, not identity,
 * because TypeBox's `Optional` wraps a schema in a new object with the same keywords.
 */
function isEncryptedPasswordSchema(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const candidate = schema as Record<string, unknown>;
  return Object.entries(EncryptedPassword).every(([keyword, value]) => candidate[keyword] === value);
}

/** The names of the body fields an endpoint expects RSA-encrypted (password, oldPassword, newPassword…). */
export function passwordFieldNames(endpoint: EndpointDefinition): string[] {
  const properties =
    (endpoint.body as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, schema]) => isEncryptedPasswordSchema(schema))
    .map(([name]) => name);
}

export interface PasswordEncryptor {
  /** Encrypts one value with the server's current public key. */
  encryptPassword(password: string): Promise<string>;
  /**
   * Returns a copy of `body` with every password field of endpoint `name` encrypted (one key fetch for all).
   * Call it once per submission: a ciphertext carries a single-use nonce, so a resubmission needs new ones.
   */
  encryptPasswordFields<Name extends EndpointName>(
    name: Name,
    body: EndpointBody<Endpoints[Name]>,
  ): Promise<EndpointBody<Endpoints[Name]>>;
}

/**
 * Fetches the public key for every submission rather than caching it: sign-ins are rare, and a fresh key
 * means a rotated server key never turns into a confusing "wrong password".
 */
export function createPasswordEncryptor(call: EndpointCaller): PasswordEncryptor {
  const currentKey = async () => importPasswordPublicKey((await call('rsaKey')).publicKeySpkiPem);
  return {
    encryptPassword: async (password) => encryptPassword(password, await currentKey()),
    async encryptPasswordFields<Name extends EndpointName>(name: Name, body: EndpointBody<Endpoints[Name]>) {
      const fields = passwordFieldNames(endpoints[name]);
      if (fields.length === 0 || body === undefined) return body;
      const key = await currentKey();
      const encrypted: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      for (const field of fields) {
        const value = encrypted[field];
        if (typeof value === 'string') encrypted[field] = await encryptPassword(value, key);
      }
      return encrypted as EndpointBody<Endpoints[Name]>;
    },
  };
}

import { type EndpointBody, type EndpointName, type Endpoints, endpointRoutes } from '@platform/contract';
import type { EndpointCaller } from './endpointCalls.ts';
import { encryptPassword, importPasswordPublicKey } from './passwordEncryption.ts';

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
      const fields = endpointRoutes[name].passwordFields ?? [];
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

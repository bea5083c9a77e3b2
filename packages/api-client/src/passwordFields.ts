import type { EndpointBody, EndpointName, Endpoints } from '@platform/contract';
import type { EndpointCaller } from './endpointCalls.ts';
import { endpointRouteOf } from './endpointRouteTable.ts';

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
  // The RSA code loads with the first form that encrypts a password, not with every page load's client.
  const encryption = () => import('./passwordEncryption.ts');
  const currentKey = async () =>
    (await encryption()).importPasswordPublicKey((await call('rsaKey')).publicKeySpkiPem);
  const encryptPassword = async (password: string, key: CryptoKey) =>
    (await encryption()).encryptPassword(password, key);
  return {
    encryptPassword: async (password) => encryptPassword(password, await currentKey()),
    async encryptPasswordFields<Name extends EndpointName>(name: Name, body: EndpointBody<Endpoints[Name]>) {
      const fields = (await endpointRouteOf(name)).passwordFields ?? [];
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

/**
 * Password-like fields travel RSA-OAEP (SHA-256) encrypted with the server's public key, base64 encoded
 * (spec §7). The plaintext is the UTF-8 JSON `{"v":"<password>","n":"<nonce>","t":<epoch ms>}` (decisions,
 * "HTTP contract"): the single-use nonce and the timestamp let the server refuse a replayed ciphertext, which
 * would otherwise be as good as the password itself.
 */

/** 16 random bytes: 128 bits, 22 base64url characters (the contract asks for 22 or more). */
const NONCE_BYTES = 16;

export class PasswordEncryptionUnavailableError extends Error {
  override readonly name = 'PasswordEncryptionUnavailableError';
  constructor() {
    // crypto.subtle exists only in secure contexts: a plain http:// LAN address has none.
    super(
      'Password encryption needs WebCrypto, which the browser only offers on https:// or localhost pages',
    );
  }
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new PasswordEncryptionUnavailableError();
  return subtle;
}

function bytesToBinaryString(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

function base64FromBytes(bytes: Uint8Array): string {
  return btoa(bytesToBinaryString(bytes));
}

function base64UrlFromBytes(bytes: Uint8Array): string {
  return base64FromBytes(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function bytesFromPem(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem
    .replace(/-----BEGIN PUBLIC KEY-----/, '')
    .replace(/-----END PUBLIC KEY-----/, '')
    .replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Imports the SPKI PEM the server publishes at `GET /api/f/v1/member/rsaKey`. */
export function importPasswordPublicKey(publicKeySpkiPem: string): Promise<CryptoKey> {
  return subtleCrypto().importKey(
    'spki',
    bytesFromPem(publicKeySpkiPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

/** The exact plaintext the server expects; exported so the format has one definition on this side. */
export function passwordPlaintext(password: string, nonce: string, epochMilliseconds: number): string {
  return JSON.stringify({ v: password, n: nonce, t: epochMilliseconds });
}

export function createNonce(): string {
  return base64UrlFromBytes(globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
}

/** Encrypts one password-like value; a new nonce and timestamp every time, so no two ciphertexts repeat. */
export async function encryptPassword(
  password: string,
  publicKey: CryptoKey,
  now: number = Date.now(),
): Promise<string> {
  const plaintext = new TextEncoder().encode(passwordPlaintext(password, createNonce(), now));
  const ciphertext = await subtleCrypto().encrypt({ name: 'RSA-OAEP' }, publicKey, plaintext);
  return base64FromBytes(new Uint8Array(ciphertext));
}

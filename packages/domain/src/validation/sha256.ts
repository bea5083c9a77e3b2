/**
 * SHA-256 (FIPS 180-4) in plain JS, synchronous and browser-safe (WebCrypto's digest is async). Two callers: the
 * TRC20 address checksum (`sha256`) and the captcha's proof-of-work search (`prefixedNumberMatcher`), which hashes
 * up to ~150,000 short strings and so allocates nothing per candidate. Checked against node:crypto in its tests.
 */
const ROUND_CONSTANTS = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_STATE = new Uint32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const rotateRight = (value: number, bits: number) => (value >>> bits) | (value << (32 - bits));

const schedule = new Uint32Array(64);

/** Runs the compression function over every 64-byte block of `message` (already padded) into `state`. */
function compress(message: DataView, state: Uint32Array): void {
  state.set(INITIAL_STATE);
  for (let offset = 0; offset < message.byteLength; offset += 64) {
    for (let index = 0; index < 16; index += 1) schedule[index] = message.getUint32(offset + index * 4);
    for (let index = 16; index < 64; index += 1) {
      const early = schedule[index - 15] as number;
      const late = schedule[index - 2] as number;
      const sigma0 = rotateRight(early, 7) ^ rotateRight(early, 18) ^ (early >>> 3);
      const sigma1 = rotateRight(late, 17) ^ rotateRight(late, 19) ^ (late >>> 10);
      schedule[index] = (schedule[index - 16] as number) + sigma0 + (schedule[index - 7] as number) + sigma1;
    }
    let a = state[0] as number;
    let b = state[1] as number;
    let c = state[2] as number;
    let d = state[3] as number;
    let e = state[4] as number;
    let f = state[5] as number;
    let g = state[6] as number;
    let h = state[7] as number;
    for (let index = 0; index < 64; index += 1) {
      const sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25);
      const choice = (e & f) ^ (~e & g);
      const temp1 =
        (h + sum1 + choice + (ROUND_CONSTANTS[index] as number) + (schedule[index] as number)) | 0;
      const sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const temp2 = (sum0 + majority) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + temp1) | 0;
      d = c;
      c = b;
      b = a;
      a = (temp1 + temp2) | 0;
    }
    state[0] = (state[0] as number) + a;
    state[1] = (state[1] as number) + b;
    state[2] = (state[2] as number) + c;
    state[3] = (state[3] as number) + d;
    state[4] = (state[4] as number) + e;
    state[5] = (state[5] as number) + f;
    state[6] = (state[6] as number) + g;
    state[7] = (state[7] as number) + h;
  }
}

/** Writes the padding and bit length after `length` message bytes (FIPS 180-4 §5.1.1); returns the padded view. */
function pad(buffer: Uint8Array, length: number): DataView {
  const paddedLength = Math.ceil((length + 9) / 64) * 64;
  buffer.fill(0, length, paddedLength);
  buffer[length] = 0x80;
  const view = new DataView(buffer.buffer, 0, paddedLength);
  view.setUint32(paddedLength - 4, (length * 8) >>> 0);
  view.setUint32(paddedLength - 8, Math.floor(length / 0x20000000));
  return view;
}

const encoder = new TextEncoder();

export function sha256(message: Uint8Array): Uint8Array {
  const buffer = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64);
  buffer.set(message);
  const state = new Uint32Array(8);
  compress(pad(buffer, message.length), state);
  const digest = new Uint8Array(32);
  const view = new DataView(digest.buffer);
  for (const [index, word] of state.entries()) view.setUint32(index * 4, word);
  return digest;
}

export function sha256Hex(text: string): string {
  return Array.from(sha256(encoder.encode(text)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Hashes `prefix + n` for many integers n without allocating per call: the prefix is encoded once and the digits
 * are written into one reusable buffer. `matches(n)` says whether the digest is `targetHex`.
 */
export function prefixedNumberMatcher(prefix: string, targetHex: string): (n: number) => boolean {
  const prefixBytes = encoder.encode(prefix);
  const buffer = new Uint8Array(Math.ceil((prefixBytes.length + 16 + 9) / 64) * 64);
  buffer.set(prefixBytes);
  const target = new Uint32Array(8);
  for (let index = 0; index < 8; index += 1)
    target[index] = Number.parseInt(targetHex.slice(index * 8, index * 8 + 8), 16);
  const state = new Uint32Array(8);
  return (n) => {
    const digits = String(n);
    for (let index = 0; index < digits.length; index += 1)
      buffer[prefixBytes.length + index] = digits.charCodeAt(index);
    compress(pad(buffer, prefixBytes.length + digits.length), state);
    for (let index = 0; index < 8; index += 1) if (state[index] !== target[index]) return false;
    return true;
  };
}

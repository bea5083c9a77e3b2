/**
 * Keccak-256 (the original Keccak padding Ethereum uses, not NIST SHA3-256), needed only for EIP-55 address
 * checksums. BigInt lanes keep it short; hashing a 40-character address is fast enough for form validation.
 */
const roundConstants = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];
/** Rotation offsets indexed by x + 5y. */
const rotationOffsets = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];
const laneMask = (1n << 64n) - 1n;
const RATE_BYTES = 136;

function rotateLeft(lane: bigint, bits: number): bigint {
  const shift = BigInt(bits);
  return bits === 0 ? lane : ((lane << shift) | (lane >> (64n - shift))) & laneMask;
}

function lane(state: bigint[], index: number): bigint {
  return state[index] ?? 0n;
}

function permute(state: bigint[]): void {
  for (const roundConstant of roundConstants) {
    const columnParity = [0, 1, 2, 3, 4].map(
      (x) =>
        lane(state, x) ^ lane(state, x + 5) ^ lane(state, x + 10) ^ lane(state, x + 15) ^ lane(state, x + 20),
    );
    for (let x = 0; x < 5; x += 1) {
      const mix = (columnParity[(x + 4) % 5] ?? 0n) ^ rotateLeft(columnParity[(x + 1) % 5] ?? 0n, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = lane(state, x + y) ^ mix;
    }
    const rotated: bigint[] = new Array(25).fill(0n);
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) {
        rotated[y + 5 * ((2 * x + 3 * y) % 5)] = rotateLeft(
          lane(state, x + 5 * y),
          rotationOffsets[x + 5 * y] ?? 0,
        );
      }
    }
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 25; y += 5) {
        state[x + y] =
          lane(rotated, x + y) ^
          (~lane(rotated, ((x + 1) % 5) + y) & laneMask & lane(rotated, ((x + 2) % 5) + y));
      }
    }
    state[0] = lane(state, 0) ^ roundConstant;
  }
}

/**
 * The Keccak[c=512] sponge with a 256-bit output. `domainPaddingByte` is 0x01 for Keccak-256 (Ethereum) and 0x06 for
 * NIST SHA3-256; exposing it lets the tests check the permutation against node:crypto's sha3-256.
 */
export function keccakSponge256(message: Uint8Array, domainPaddingByte: 0x01 | 0x06): Uint8Array {
  const paddedLength = (Math.floor(message.length / RATE_BYTES) + 1) * RATE_BYTES;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = (padded[message.length] ?? 0) ^ domainPaddingByte;
  padded[paddedLength - 1] = (padded[paddedLength - 1] ?? 0) ^ 0x80;
  const state: bigint[] = new Array(25).fill(0n);
  for (let blockStart = 0; blockStart < paddedLength; blockStart += RATE_BYTES) {
    for (let laneIndex = 0; laneIndex < RATE_BYTES / 8; laneIndex += 1) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte -= 1)
        value = (value << 8n) | BigInt(padded[blockStart + laneIndex * 8 + byte] ?? 0);
      state[laneIndex] = lane(state, laneIndex) ^ value;
    }
    permute(state);
  }
  const digest = new Uint8Array(32);
  for (let index = 0; index < 32; index += 1) {
    digest[index] = Number((lane(state, Math.floor(index / 8)) >> BigInt((index % 8) * 8)) & 0xffn);
  }
  return digest;
}

export function keccak256(message: Uint8Array): Uint8Array {
  return keccakSponge256(message, 0x01);
}

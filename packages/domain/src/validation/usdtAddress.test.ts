import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase58 } from './base58.ts';
import { keccak256, keccakSponge256 } from './keccak256.ts';
import { sha256 } from './sha256.ts';
import { validateUsdtAddress } from './usdtAddress.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sha256', () => {
  it('matches node:crypto on random inputs of every block boundary', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 300 }), (bytes) => {
        expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });
});

describe('keccak256', () => {
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
  ])('Keccak-256 of %j', (text, digest) => {
    expect(hex(keccak256(new TextEncoder().encode(text)))).toBe(digest);
  });
});

describe('keccakSponge256', () => {
  it('with SHA-3 padding matches node:crypto sha3-256 on random inputs across the 136-byte block boundary', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 420 }), (bytes) => {
        expect(hex(keccakSponge256(bytes, 0x06))).toBe(createHash('sha3-256').update(bytes).digest('hex'));
      }),
      { numRuns: 100 },
    );
  });
});

describe('decodeBase58', () => {
  it('keeps leading zero bytes and rejects characters outside the alphabet', () => {
    expect(Array.from(decodeBase58('112') ?? [])).toEqual([0, 0, 1]);
    expect(decodeBase58('0OIl')).toBeNull();
  });
});

describe('validateUsdtAddress TRC20', () => {
  it.each([
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ',
  ])('accepts %j', (address) => expect(validateUsdtAddress(address, 'TRC20')).toEqual({ ok: true }));
  it.each([
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T', // one character changed: checksum fails
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', // 33 characters
    'AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // not T
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t', // 0 is not Base58
    '0xdAC17F958D2ee523a2206206994597C13D831ec7', // an ERC20 address
  ])('rejects %j', (address) => {
    expect(validateUsdtAddress(address, 'TRC20')).toEqual({ ok: false, code: 'USDT_ADDRESS_INVALID_TRC20' });
  });
  it('asks for it when empty', () => {
    expect(validateUsdtAddress('', 'TRC20')).toEqual({ ok: false, code: 'USDT_ADDRESS_REQUIRED' });
  });
});

describe('validateUsdtAddress ERC20', () => {
  it.each([
    // EIP-55 test vectors
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    // no checksum: all lowercase or all uppercase
    '0xdac17f958d2ee523a2206206994597c13d831ec7',
    '0xDAC17F958D2EE523A2206206994597C13D831EC7',
  ])('accepts %j', (address) => expect(validateUsdtAddress(address, 'ERC20')).toEqual({ ok: true }));
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // wrong checksum case
    '0xdAC17F958D2ee523a2206206994597C13D831eC7', // wrong checksum case
    '0xdac17f958d2ee523a2206206994597c13d831ec', // 39 hex digits
    '0xgac17f958d2ee523a2206206994597c13d831ec7', // not hex
    'dac17f958d2ee523a2206206994597c13d831ec7', // no 0x
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // a TRC20 address
  ])('rejects %j', (address) => {
    expect(validateUsdtAddress(address, 'ERC20')).toEqual({ ok: false, code: 'USDT_ADDRESS_INVALID_ERC20' });
  });
});

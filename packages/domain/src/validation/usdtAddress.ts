import type { UsdtNetwork } from '../withdrawalAccounts.ts';
import { decodeBase58 } from './base58.ts';
import { keccak256 } from './keccak256.ts';
import { sha256 } from './sha256.ts';
import { invalid, type ValidationResult, valid } from './validationCodes.ts';

/** Tron mainnet address version byte: every T… address starts with it. */
const TRON_ADDRESS_PREFIX = 0x41;

/**
 * TRC20 (Tron): 34 Base58 characters starting with T that decode to 25 bytes: 0x41, a 20-byte account, and a 4-byte
 * checksum equal to the first 4 bytes of SHA-256(SHA-256(first 21 bytes)). A single mistyped character fails it.
 */
function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = decodeBase58(address);
  if (bytes?.length !== 25 || bytes[0] !== TRON_ADDRESS_PREFIX) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21)));
  return checksum.subarray(0, 4).every((byte, index) => byte === bytes[21 + index]);
}

/**
 * ERC20 (Ethereum): 0x + 40 hex digits. An all-lowercase or all-uppercase address carries no checksum and is accepted;
 * a mixed-case one must match its EIP-55 checksum (hex letter i is uppercase iff nibble i of keccak256(lowercase
 * address) is 8 or more), which catches typos in copied addresses.
 */
function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak256(new TextEncoder().encode(hex.toLowerCase()));
  return [...hex].every((character, index) => {
    if (/\d/.test(character)) return true;
    const byte = hash[index >> 1] ?? 0;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    return nibble >= 8 === (character === character.toUpperCase());
  });
}

export function validateUsdtAddress(address: string, network: UsdtNetwork): ValidationResult {
  const trimmed = address.trim();
  if (trimmed === '') return invalid('USDT_ADDRESS_REQUIRED');
  switch (network) {
    case 'TRC20':
      return isTronAddress(trimmed) ? valid : invalid('USDT_ADDRESS_INVALID_TRC20');
    case 'ERC20':
      return isEthereumAddress(trimmed) ? valid : invalid('USDT_ADDRESS_INVALID_ERC20');
    default:
      return network satisfies never;
  }
}

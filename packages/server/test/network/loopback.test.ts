import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../../src/network/loopback.ts';

describe('isLoopbackAddress', () => {
  it('accepts only addresses of this machine, as a socket reports its peer or as HOST names them', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      undefined,
      '',
      '0.0.0.0',
      '::',
      '192.0.2.2',
      '10.0.0.1',
      '::ffff:192.0.2.2',
      'fd00::2',
      '128.0.0.1',
      '1.127.0.0',
      'localhost.example.com',
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

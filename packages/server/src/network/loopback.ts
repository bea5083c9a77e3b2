import { isIPv4 } from 'node:net';

/** Where `npm start` listens unless HOST says otherwise: this machine only. */
export const DEFAULT_LISTEN_HOST = '127.0.0.1';

/**
 * True for an address only this machine can use: 127.0.0.0/8, ::1, an IPv4-mapped 127.x (`::ffff:127.0.0.1`, how
 * a dual-stack socket reports an IPv4 loopback peer) and the name `localhost`. Used for both directions: is the
 * API exposed to the network (a listen host), and is a caller on this machine (a TCP peer).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lowered = address.toLowerCase();
  if (lowered === 'localhost') return true;
  const mappedIpv4 = lowered.startsWith('::ffff:') ? lowered.slice('::ffff:'.length) : lowered;
  if (isIPv4(mappedIpv4)) return mappedIpv4.startsWith('127.');
  // Sockets report IPv6 in canonical form; a HOST spelled another way counts as exposed, the safe side.
  return lowered === '::1';
}

import type { ActiveSession } from '@platform/contract';
import type { SecurityStrings } from '../../i18n/securityStrings.ts';

type Device = Pick<ActiveSession, 'browser' | 'operatingSystem' | 'place' | 'addressMasked'>;

/** "Chrome on Android" and "Local network" or "Address 203.0.113.*", in the member's language. */
export function deviceText(text: SecurityStrings, device: Device) {
  return {
    name: text.deviceName(device.browser, device.operatingSystem),
    place: device.place === 'localNetwork' ? text.localNetwork : text.address(device.addressMasked),
  };
}

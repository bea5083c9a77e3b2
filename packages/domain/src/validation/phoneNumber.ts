import { invalid, type ValidationResult, valid } from './validationCodes.ts';

/**
 * Mobile numbers per country calling code, as members type them (national number, optional trunk 0 where the
 * country uses one). Spaces and hyphens are ignored. Codes not listed fall back to the E.164 limit below.
 */
const mobileNumberPatterns: Readonly<Record<string, RegExp>> = {
  '86': /^1[3-9]\d{9}$/, // mainland China: 11 digits, 13x-19x
  '852': /^[4-9]\d{7}$/, // Hong Kong: 8 digits
  '853': /^6\d{7}$/, // Macau: 8 digits starting 6
  '886': /^0?9\d{8}$/, // Taiwan: 09xx xxx xxx
  '1': /^[2-9]\d{2}[2-9]\d{6}$/, // NANP (US, Canada): area code + 7 digits
  '44': /^0?7\d{9}$/, // United Kingdom mobiles: 07xxx xxxxxx
  '63': /^0?9\d{9}$/, // Philippines: 09xx xxx xxxx
  '66': /^0?[689]\d{8}$/, // Thailand: 06/08/09 + 8 digits
  '84': /^0?[35789]\d{8}$/, // Vietnam: 03/05/07/08/09 + 8 digits
  '60': /^0?1\d{8,9}$/, // Malaysia: 01x + 7-8 digits
  '65': /^[89]\d{7}$/, // Singapore: 8 digits starting 8 or 9
  '62': /^0?8\d{8,11}$/, // Indonesia: 08 + 8-11 digits
  '81': /^0?[789]0\d{8}$/, // Japan: 070/080/090
  '82': /^0?1[016789]\d{7,8}$/, // South Korea: 010/011/016-019
};

/** E.164: a country code and a national number together have at most 15 digits. */
const E164_MAX_DIGITS = 15;
const GENERIC_MIN_NATIONAL_DIGITS = 6;

/** '+86', '86' or '0086' -> '86'; null when it is not a 1-4 digit calling code. */
function callingCode(areaCode: string): string | null {
  const match = /^(?:\+|00)?([1-9]\d{0,3})$/.exec(areaCode.trim());
  return match?.[1] ?? null;
}

/** Spec §5: the area code must not be empty; it must also be a calling code (+ and 1-4 digits). */
export function validateAreaCode(areaCode: string): ValidationResult {
  if (areaCode.trim() === '') return invalid('AREA_CODE_REQUIRED');
  return callingCode(areaCode) === null ? invalid('AREA_CODE_INVALID') : valid;
}

export function validatePhoneNumber(areaCode: string, number: string): ValidationResult {
  const areaCodeResult = validateAreaCode(areaCode);
  if (!areaCodeResult.ok) return areaCodeResult;
  const code = callingCode(areaCode) ?? '';
  const national = number.replace(/[\s-]/g, '');
  if (national === '') return invalid('PHONE_NUMBER_REQUIRED');
  const pattern = mobileNumberPatterns[code];
  const fits = pattern
    ? pattern.test(national)
    : /^\d+$/.test(national) &&
      national.length >= GENERIC_MIN_NATIONAL_DIGITS &&
      code.length + national.length <= E164_MAX_DIGITS;
  return fits ? valid : invalid('PHONE_NUMBER_INVALID');
}

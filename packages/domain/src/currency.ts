/** Currency codes by numeric id on hgty (spec §9). Unknown ids fall back to USDT, as the platform does. */
const currencyCodes: ReadonlyMap<number, string> = new Map([
  [1, 'USDT'],
  [2, 'USD'],
  [3, 'USDT'],
  [4, 'HHB'],
  [9, 'BOB'],
  [17, 'JPB'],
]);

export const DEFAULT_CURRENCY_CODE = 'USDT';

export function currencyCodeById(id: number): string {
  return currencyCodes.get(id) ?? DEFAULT_CURRENCY_CODE;
}

/** Ids 2, 4-9 and 11-25 are treated as the special type (spec §9). Non-integers are never special. */
export function isSpecialTypeId(id: number): boolean {
  if (!Number.isInteger(id)) return false;
  return id === 2 || (id >= 4 && id <= 9) || (id >= 11 && id <= 25);
}

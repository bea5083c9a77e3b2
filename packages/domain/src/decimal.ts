/**
 * Exact decimal arithmetic on strings and BigInt, so money never passes through binary floating point
 * (0.1 + 0.2, 1.005 * 100 and friends). Internal helper of the money rules; not part of the public API.
 */
export type ExactDecimal = {
  negative: boolean;
  /** All digits without a decimal point, no sign. */
  digits: bigint;
  /** Number of digits after the decimal point. */
  scale: number;
};

/**
 * Every finite JS number fits (5e-324 .. 1.8e308); a larger exponent in text ('1e999999999') would make BigInt
 * allocate without bound, so such text is treated as not a number.
 */
const MAX_EXPONENT_MAGNITUDE = 400;

const plainDecimalPattern = /^([+-]?)(\d+)(?:\.(\d*))?$|^([+-]?)\.(\d+)$/;

/**
 * Parses '12.345', '-0.5', '.5', '1e-7', 1.999 or 1e21 into an exact decimal.
 * Numbers use their shortest round-trip representation (what `String(n)` prints), so 0.1 + 0.2 is 0.30000000000000004.
 * Returns null for NaN, infinities, empty strings and anything that is not a plain or exponent decimal.
 */
export function parseExactDecimal(value: number | string): ExactDecimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  const exponentMatch = /^(.*?)[eE]([+-]?\d+)$/.exec(text);
  const mantissaText = exponentMatch ? (exponentMatch[1] ?? '') : text;
  const exponent = exponentMatch ? Number(exponentMatch[2]) : 0;
  if (Math.abs(exponent) > MAX_EXPONENT_MAGNITUDE) return null;
  const match = plainDecimalPattern.exec(mantissaText);
  if (!match) return null;
  const sign = match[1] ?? match[4] ?? '';
  const integerPart = match[2] ?? '0';
  const fractionPart = match[3] ?? match[5] ?? '';
  let digits = BigInt(integerPart + fractionPart);
  let scale = fractionPart.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale };
}

/** Truncates toward zero to `places` decimals (so the magnitude is never overstated). */
export function truncateDecimal(decimal: ExactDecimal, places: number): ExactDecimal {
  if (decimal.scale <= places) {
    return { ...decimal, digits: decimal.digits * 10n ** BigInt(places - decimal.scale), scale: places };
  }
  const digits = decimal.digits / 10n ** BigInt(decimal.scale - places);
  return { negative: decimal.negative && digits !== 0n, digits, scale: places };
}

export function multiplyDecimals(left: ExactDecimal, right: ExactDecimal): ExactDecimal {
  const digits = left.digits * right.digits;
  return {
    negative: left.negative !== right.negative && digits !== 0n,
    digits,
    scale: left.scale + right.scale,
  };
}

/** Renders with exactly `decimal.scale` fraction digits, e.g. { digits: 5n, scale: 2 } -> '0.05'. */
export function formatExactDecimal(decimal: ExactDecimal): string {
  const padded = decimal.digits.toString().padStart(decimal.scale + 1, '0');
  const integerPart = padded.slice(0, padded.length - decimal.scale);
  const fractionPart = padded.slice(padded.length - decimal.scale);
  const sign = decimal.negative ? '-' : '';
  return decimal.scale === 0 ? `${sign}${integerPart}` : `${sign}${integerPart}.${fractionPart}`;
}

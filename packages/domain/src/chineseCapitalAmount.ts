import { parseExactDecimal, truncateDecimal } from './decimal.ts';

const capitalDigits = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
/** Units inside a four-digit group, from the thousands down. */
const groupDigitUnits = ['仟', '佰', '拾', ''] as const;
/**
 * Units of the four-digit groups, from the lowest: ones, 万 (1e4), 亿 (1e8), 万 (1e12). The 1e12 group shares the
 * 亿 of the group below it (玖万玖仟亿 = 9999e8), and says 万亿 itself only when that group is zero (壹万亿).
 */
const groupUnits = ['', '万', '亿', '万'] as const;
const TEN_THOUSAND_HUNDRED_MILLION_GROUP = 3;
const upperLimit = 10n ** 15n;

function capitalDigit(digit: number): string {
  return capitalDigits[digit] ?? '';
}

/** One group of up to four digits without leading zeros: 1001 -> 壹仟零壹, 1010 -> 壹仟零壹拾, 10 -> 壹拾. */
function groupText(group: number): string {
  const digits = String(group).padStart(4, '0');
  let text = '';
  let zeroPending = false;
  for (let position = 0; position < 4; position += 1) {
    const digit = Number(digits[position]);
    if (digit === 0) {
      zeroPending = text !== '';
      continue;
    }
    if (zeroPending) text += capitalDigits[0];
    text += capitalDigit(digit) + groupDigitUnits[position];
    zeroPending = false;
  }
  return text;
}

/** The yuan part, e.g. 1000010 -> 壹佰万零壹拾. Zero groups are skipped; a gap before a non-zero group reads 零. */
function integerText(integer: bigint): string {
  const groups: number[] = [];
  for (let rest = integer; rest > 0n; rest /= 10000n) groups.push(Number(rest % 10000n));
  let text = '';
  let gapPending = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index] ?? 0;
    if (group === 0) {
      gapPending = text !== '';
      continue;
    }
    if (text !== '' && (gapPending || group < 1000)) text += capitalDigits[0];
    const sharesHundredMillion = index === TEN_THOUSAND_HUNDRED_MILLION_GROUP && groups[2] !== 0;
    const unit =
      index === TEN_THOUSAND_HUNDRED_MILLION_GROUP && !sharesHundredMillion ? '万亿' : groupUnits[index];
    text += groupText(group) + unit;
    gapPending = false;
  }
  return text;
}

/**
 * 大写金额 as written on Chinese cheques and receipts: 1000010.05 -> 壹佰万零壹拾元零伍分, 10 -> 壹拾元整.
 * - Amounts of 1e15 or more, empty input and non-numbers return '' (spec §5).
 * - Beyond 2 decimals the amount is floored to the fen, like every money display.
 * - Whole amounts end in 整; amounts with jiao but no fen do not (壹元伍角), the common bank convention.
 * - Below one yuan the 零元 is left out (0.05 -> 伍分); zero itself is 零元整.
 * - Negative amounts are prefixed with 负.
 */
export function toChineseCapitalAmount(amount: string | number): string {
  if (typeof amount === 'string' && amount.trim() === '') return '';
  const parsed = parseExactDecimal(amount);
  if (!parsed) return '';
  const fen = truncateDecimal(parsed, 2);
  const integer = fen.digits / 100n;
  if (integer >= upperLimit) return '';
  const jiao = Number((fen.digits / 10n) % 10n);
  const fenDigit = Number(fen.digits % 10n);
  const sign = fen.negative ? '负' : '';
  if (integer === 0n && jiao === 0 && fenDigit === 0) return '零元整';
  let text = integer > 0n ? `${integerText(integer)}元` : '';
  if (jiao === 0 && fenDigit === 0) return `${sign}${text}整`;
  if (jiao > 0) text += `${capitalDigit(jiao)}角`;
  else if (integer > 0n) text += capitalDigits[0];
  if (fenDigit > 0) text += `${capitalDigit(fenDigit)}分`;
  return sign + text;
}

/** The currency whose units (元, 角, 分) the capital amount is written in. */
const CAPITAL_AMOUNT_CURRENCY = 'CNY';

/**
 * Whether a member reading `locale` is shown the capital amount of an amount in `currencyCode`: only a Chinese
 * reader (it is a Chinese bank-form convention) and only for yuan (its units are 元, 角, 分, never a coin's).
 */
export function showsChineseCapitalAmount(locale: string, currencyCode: string): boolean {
  return locale.startsWith('zh') && currencyCode === CAPITAL_AMOUNT_CURRENCY;
}

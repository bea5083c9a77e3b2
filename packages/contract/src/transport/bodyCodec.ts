/**
 * The request-body "wrapping and transformation" of spec §7, shared by the API client (encode) and the
 * reference server (decode). The rules are written out in packages/contract/README.md; keep both in step.
 */

/** Any value a caller may put in a request body before transformation. */
export type BodyValue = string | number | boolean | null | undefined | Date | BodyValue[] | BodyObject;
export interface BodyObject {
  [key: string]: BodyValue;
}

/** A body after `transformBody`: plain JSON data, nothing client-only left. */
export type TransformedValue = string | number | boolean | null | TransformedValue[] | TransformedObject;
export interface TransformedObject {
  [key: string]: TransformedValue;
}

/** What `decodeFormBody` yields: the tree shape with every leaf still a string (coercion is schema-driven). */
export type DecodedFormValue = string | DecodedFormValue[] | DecodedFormObject;
export interface DecodedFormObject {
  [key: string]: DecodedFormValue;
}

/** The client-only marker key: `json: true` asks for a plain JSON body, and the key itself is never sent. */
export const JSON_BODY_MARKER_KEY = 'json';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
export const JSON_CONTENT_TYPE = 'application/json';

export type BodyEncoding = 'form' | 'json' | 'multipart' | 'none';

function isPlainObject(value: unknown): value is BodyObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date)
    return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function transformValue(value: BodyValue): TransformedValue | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    // Array positions carry meaning, so an undefined element becomes null rather than shifting the rest.
    return value.map((element) => transformValue(element) ?? null);
  }
  if (isPlainObject(value)) {
    const result: TransformedObject = {};
    for (const [key, element] of Object.entries(value)) {
      const transformed = transformValue(element);
      // defined, not assigned: assigning `__proto__` would set the copy's prototype and lose the member's key
      if (transformed !== undefined)
        Object.defineProperty(result, key, {
          value: transformed,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return result;
  }
  return value;
}

/**
 * The transformation step: drops keys whose value is `undefined` (at every depth), removes the top-level
 * client-only `json` marker, and turns every Date into its ISO-8601 string.
 */
export function transformBody(body: BodyObject): TransformedObject {
  const { [JSON_BODY_MARKER_KEY]: _marker, ...rest } = body;
  return (transformValue(rest) ?? {}) as TransformedObject;
}

/** True when a path is always sent as plain JSON (spec §7: `/keep_house/` paths and every `/task/conter/` call). */
export function isJsonOnlyPath(path: string): boolean {
  return path.includes('/keep_house/') || path.includes('/task/conter/');
}

/**
 * Which encoding a POST/PUT body travels in: multipart for FormData, plain JSON for JSON-only paths or a body
 * marked `json: true`, otherwise the form wrapping.
 */
export function chooseBodyEncoding(path: string, body: BodyObject | FormData | undefined): BodyEncoding {
  if (body === undefined) return 'none';
  if (typeof FormData !== 'undefined' && body instanceof FormData) return 'multipart';
  if (isJsonOnlyPath(path) || (body as BodyObject)[JSON_BODY_MARKER_KEY] === true) return 'json';
  return 'form';
}

/** Writes a number without exponent notation, exactly (1e21 -> "1000000000000000000000", 1e-7 -> "0.0000001"). */
export function plainDecimal(value: number): string {
  if (!Number.isFinite(value))
    throw new RangeError(`Cannot encode a non-finite number (${value}) in a form body`);
  const text = Object.is(value, -0) ? '0' : String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = match;
  const digits = integerDigits + fractionDigits;
  const pointPosition = integerDigits.length + Number(exponentText);
  if (pointPosition <= 0) return `${sign}0.${'0'.repeat(-pointPosition)}${digits}`;
  if (pointPosition >= digits.length) return `${sign}${digits}${'0'.repeat(pointPosition - digits.length)}`;
  return `${sign}${digits.slice(0, pointPosition)}.${digits.slice(pointPosition)}`;
}

function encodeScalar(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return plainDecimal(value);
  return String(value);
}

function collectPairs(prefix: string, value: TransformedValue, pairs: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((element, index) => {
      collectPairs(`${prefix}[${index}]`, element, pairs);
    });
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, element] of Object.entries(value)) {
      collectPairs(`${prefix}[${encodeURIComponent(key)}]`, element, pairs);
    }
    return;
  }
  pairs.push(`${prefix}=${encodeURIComponent(encodeScalar(value))}`);
}

/**
 * The wrapping step: a transformed body as `application/x-www-form-urlencoded` text. Nested objects and arrays
 * use bracket notation (`a[b]=1`, `items[0][id]=3`); the brackets are literal, every key segment and value is
 * UTF-8 percent-encoded (so a `[` inside a key travels as `%5B`). Empty objects and arrays produce no pair.
 */
export function encodeFormBody(body: BodyObject): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(transformBody(body))) {
    collectPairs(encodeURIComponent(key), value, pairs);
  }
  return pairs.join('&');
}

/** The plain-JSON variant: the same transformation, serialised with JSON.stringify. */
export function encodeJsonBody(body: BodyObject): string {
  return JSON.stringify(transformBody(body));
}

/** Thrown by `decodeFormBody` for text that no conforming encoder produces. */
export class FormDecodeError extends Error {
  override readonly name = 'FormDecodeError';
}

const MAXIMUM_DEPTH = 16;
const MAXIMUM_ARRAY_INDEX = 10_000;

function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new FormDecodeError('Malformed percent-encoding in form body');
  }
}

/** Splits a raw key `a[b][0]` into raw segments `a`, `b`, `0` using the literal brackets only. */
function splitKey(rawKey: string): string[] {
  const open = rawKey.indexOf('[');
  if (open === -1) return [rawKey];
  const segments = [rawKey.slice(0, open)];
  let rest = rawKey.slice(open);
  while (rest.length > 0) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) throw new FormDecodeError(`Malformed bracket notation in key "${rawKey}"`);
    segments.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  if (segments.length > MAXIMUM_DEPTH) throw new FormDecodeError('Form body nested too deeply');
  return segments;
}

type Tree = { [key: string]: Tree | string };

function isTree(value: Tree | string | undefined): value is Tree {
  return typeof value === 'object';
}

/** Containers are collected as objects first; those whose keys are exactly 0..n-1 become arrays. */
function finalise(node: Tree | string): DecodedFormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const isArray = keys.length > 0 && keys.every((key, index) => key === String(index));
  if (isArray) return keys.map((key) => finalise(node[key] as Tree | string));
  return toObject(node, keys);
}

/** Own data properties only, so a key like `__proto__` stays a key and never reaches a prototype. */
function toObject(node: Tree, keys: string[]): DecodedFormObject {
  const result: DecodedFormObject = {};
  for (const key of keys) {
    Object.defineProperty(result, key, {
      value: finalise(node[key] as Tree | string),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/**
 * The server side of the wrapping: parses form text back into the nested tree with string leaves.
 * Keys whose segments are all array indices 0..n-1 become arrays; a key repeated, or a key used both as a
 * value and as a container, is rejected (a conforming encoder never produces either).
 */
export function decodeFormBody(text: string): DecodedFormObject {
  const root: Tree = Object.create(null);
  if (text.length === 0) return {};
  for (const pair of text.split('&')) {
    if (pair.length === 0) continue;
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : percentDecode(pair.slice(equals + 1));
    const segments = splitKey(rawKey).map(percentDecode);
    if (segments[0] === '') throw new FormDecodeError('Form body key without a name');
    let node = root;
    for (const [position, segment] of segments.entries()) {
      if (/^\d+$/.test(segment) && Number(segment) > MAXIMUM_ARRAY_INDEX) {
        throw new FormDecodeError('Array index too large in form body');
      }
      const isLast = position === segments.length - 1;
      const existing = node[segment];
      if (isLast) {
        if (existing !== undefined) throw new FormDecodeError(`Key "${segments.join('.')}" given twice`);
        node[segment] = value;
      } else {
        if (existing === undefined) {
          const child: Tree = Object.create(null);
          node[segment] = child;
          node = child;
        } else if (isTree(existing)) {
          node = existing;
        } else {
          throw new FormDecodeError(
            `Key "${segments.slice(0, position + 1).join('.')}" is both a value and a container`,
          );
        }
      }
    }
  }
  return toObject(root, Object.keys(root));
}

/**
 * Stripe's request encoding (application/x-www-form-urlencoded with bracketed nesting), as the `stripe`
 * SDK writes it: `metadata[invoiceId]=x`, `line_items[0][price_data][currency]=usd`, `expand[]=a`.
 * Parsed into plain objects and arrays; an empty value (`metadata[key]=`) is kept as '' because Stripe
 * reads it as "unset".
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** `a[b][0][c]` → ['a', 'b', '0', 'c']; `expand[]` → ['expand', '']. Undefined for a malformed name. */
export const splitFormKey = (key: string): string[] | undefined => {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1] ?? '', ...rest];
};

const isIndex = (part: string) => part === '' || /^\d{1,4}$/.test(part);

/** Refuses names that would write onto Object.prototype. */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

export class FormBodyError extends Error {}

const setPath = (target: FormObject | FormValue[], parts: string[], value: string): void => {
  const [head = '', ...rest] = parts;
  if (UNSAFE.has(head)) throw new FormBodyError(`Invalid parameter name: ${head}`);
  if (Array.isArray(target)) {
    if (!isIndex(head)) throw new FormBodyError(`Invalid array index: ${head}`);
    const index = head === '' ? target.length : Number(head);
    if (index > target.length) throw new FormBodyError(`Invalid array index: ${head}`);
    if (rest.length === 0) {
      target[index] = value;
      return;
    }
    const child = target[index] ?? (isIndex(rest[0] ?? '') ? [] : {});
    if (typeof child === 'string') throw new FormBodyError('Conflicting parameter names');
    target[index] = child;
    setPath(child, rest, value);
    return;
  }
  if (rest.length === 0) {
    if (typeof target[head] === 'object') throw new FormBodyError(`Conflicting parameter names: ${head}`);
    target[head] = value;
    return;
  }
  const existing = Object.hasOwn(target, head) ? target[head] : undefined;
  const child = existing ?? (isIndex(rest[0] ?? '') ? [] : {});
  if (typeof child === 'string') throw new FormBodyError(`Conflicting parameter names: ${head}`);
  target[head] = child;
  setPath(child, rest, value);
};

/** Parses a form body (or a query string) into nested objects and arrays. */
export const parseStripeForm = (body: string): FormObject => {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = splitFormKey(key);
    if (!parts) throw new FormBodyError(`Invalid parameter name: ${key}`);
    setPath(result, parts, value);
  }
  return result;
};

/** A stable text of parsed params (keys sorted), for comparing an idempotent retry with the original. */
export const canonicalParams = (value: FormValue): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalParams).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalParams(value[key] as FormValue)}`).join(',')}}`;
};

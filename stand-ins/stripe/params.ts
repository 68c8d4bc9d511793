/** Reading request params the way Stripe validates them, with Stripe's errors for missing or bad ones. */
import { stripeErrors } from './errors';
import type { FormObject, FormValue } from './form-body';

const at = (params: FormObject, path: string): FormValue | undefined => {
  let value: FormValue | undefined = params;
  for (const part of path.split('.')) {
    if (value === undefined || typeof value === 'string') return undefined;
    value = Array.isArray(value) ? value[Number(part)] : value[part];
  }
  return value;
};

/** Stripe names nested params with brackets in its errors: line_items[0][price_data][currency]. */
export const paramName = (path: string) => {
  const [head, ...rest] = path.split('.');
  return `${head}${rest.map((part) => `[${part}]`).join('')}`;
};

export const optionalString = (params: FormObject, path: string): string | undefined => {
  const value = at(params, path);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string')
    throw stripeErrors.invalidRequest(`Invalid string: ${JSON.stringify(value)}`, paramName(path));
  return value;
};

export const requiredString = (params: FormObject, path: string): string => {
  const value = optionalString(params, path);
  if (value === undefined) throw stripeErrors.missingParam(paramName(path));
  return value;
};

export const optionalInteger = (params: FormObject, path: string): number | undefined => {
  const value = optionalString(params, path);
  if (value === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(value)) throw stripeErrors.invalidInteger(paramName(path), value);
  return Number(value);
};

export const requiredInteger = (params: FormObject, path: string): number => {
  const value = optionalInteger(params, path);
  if (value === undefined) throw stripeErrors.missingParam(paramName(path));
  return value;
};

export const positiveAmount = (value: number, param: string): number => {
  if (value < 1) throw stripeErrors.invalidRequest('This value must be greater than or equal to 1.', param);
  return value;
};

/** Stripe's currencies are lower-case ISO codes; the stand-in's platform balance is in usd only. */
export const currencyParam = (params: FormObject, path: string): string => {
  const currency = requiredString(params, path).toLowerCase();
  if (currency !== 'usd')
    throw stripeErrors.invalidRequest(
      `Invalid currency: ${currency}. The local Stripe supports usd only.`,
      paramName(path),
    );
  return currency;
};

/** metadata[key]=value, at most 50 keys of 40 characters with values of 500; '' unsets a key. */
export const metadataParam = (params: FormObject, previous: Record<string, string> = {}) => {
  const value = params.metadata;
  if (value === undefined || value === '') return value === '' ? {} : { ...previous };
  if (typeof value === 'string' || Array.isArray(value))
    throw stripeErrors.invalidRequest('Invalid hash', 'metadata');
  const result: Record<string, string> = { ...previous };
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw stripeErrors.invalidRequest('Invalid hash', `metadata[${key}]`);
    if (key.length > 40 || item.length > 500)
      throw stripeErrors.invalidRequest(
        'Metadata keys can be up to 40 characters and values up to 500 characters.',
        `metadata[${key}]`,
      );
    if (item === '') delete result[key];
    else result[key] = item;
  }
  if (Object.keys(result).length > 50)
    throw stripeErrors.invalidRequest('You can have up to 50 metadata keys.', 'metadata');
  return result;
};

export const expandParam = (params: FormObject): string[] => {
  const value = params.expand;
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw stripeErrors.invalidRequest('Invalid array', 'expand');
  return value.filter((item): item is string => typeof item === 'string');
};

export const urlParam = (params: FormObject, path: string, required: boolean): string | undefined => {
  const value = required ? requiredString(params, path) : optionalString(params, path);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw stripeErrors.invalidRequest('Not a valid URL', paramName(path), 'url_invalid');
  }
  return value;
};

export const listParam = (params: FormObject, path: string): FormValue[] => {
  const value = at(params, path);
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw stripeErrors.invalidRequest('Invalid array', paramName(path));
  return value;
};

export const objectAt = (value: FormValue | undefined): FormObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

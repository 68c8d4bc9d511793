/**
 * Stripe's list endpoints: `{ object: 'list', data, has_more, url }`, newest first, `limit` (1–100,
 * default 10) and cursor pagination by `starting_after` / `ending_before` object ids.
 */
import { stripeErrors } from './errors';
import type { FormObject } from './form-body';
import { optionalInteger, optionalString } from './params';
import type { StripeObject } from './state';

export const listObjects = (
  records: Record<string, StripeObject>,
  params: FormObject,
  url: string,
  keep: (object: StripeObject) => boolean = () => true,
) => {
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw stripeErrors.invalidRequest(
      'Invalid limit: must be an integer between 1 and 100, inclusive.',
      'limit',
    );
  // Records keep insertion order (string keys): reversed, newest first.
  let all = Object.values(records).reverse().filter(keep);
  const after = optionalString(params, 'starting_after');
  const before = optionalString(params, 'ending_before');
  if (after) {
    const at = all.findIndex((object) => object.id === after);
    if (at < 0) throw stripeErrors.noSuch('object', after, 'starting_after');
    all = all.slice(at + 1);
  } else if (before) {
    const at = all.findIndex((object) => object.id === before);
    if (at < 0) throw stripeErrors.noSuch('object', before, 'ending_before');
    all = all.slice(Math.max(0, at - limit), at);
    return { object: 'list', data: all, has_more: at - limit > 0, url };
  }
  return { object: 'list', data: all.slice(0, limit), has_more: all.length > limit, url };
};

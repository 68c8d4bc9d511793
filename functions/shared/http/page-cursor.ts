import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { INVALID_CURSOR } from '../../../contracts/paging';
import type { PageKey } from '../data/bounded-page';
import { AppError } from './errors';

export { INVALID_CURSOR };

/** A cursor that decoded but does not fit the listing asked for (e.g. another filter's cursor). */
export const invalidCursor = () =>
  new AppError('validation_failed', `Invalid query: ${INVALID_CURSOR}`, { cursor: INVALID_CURSOR });

/** The key a page starts from, as opaque base64url JSON (the client never builds one). */
export const encodeCursor = (key: PageKey): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/**
 * `?cursor=`: absent or empty is the first page (undefined); anything else must decode to a key of the
 * given shape, checked field by field, so a cursor can only ever point into the listing it came from.
 */
export const cursorSchema = <Shape extends $ZodType<PageKey>>(shape: Shape) =>
  z.pipe(
    z.optional(z.string({ error: INVALID_CURSOR }).check(z.maxLength(600, INVALID_CURSOR))),
    z.transform((value, ctx): z.output<Shape> | undefined => {
      if (!value) return undefined;
      let decoded: unknown;
      try {
        if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error('not base64url');
        decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
      } catch {
        decoded = undefined;
      }
      const parsed = z.safeParse(shape, decoded);
      if (!parsed.success) {
        // zod/mini's transform context has no addIssue: push the issue as classic zod's addIssue would.
        ctx.issues.push({ code: 'custom', message: INVALID_CURSOR, input: value });
        return z.NEVER;
      }
      return parsed.data as z.output<Shape>;
    }),
  );

export { limitParam as limitSchema, searchParam as searchSchema } from '../../../contracts/paging';

import * as z from 'zod/mini';
import { creatorDirectoryQuery } from '../../contracts/brand-creators';
import { cursorSchema } from '../shared/http/page-cursor';

const id = z.string().check(z.regex(/^[\w-]{1,64}$/));

/**
 * All / Unrated pages walk one partition of the creators' facet items (`directory`: CREATORS#{facet}#{order},
 * issue 34); the listing checks that the cursor's partition is the one it reads.
 */
export const creatorDirectoryKey = z.strictObject({
  pk: z.string().check(z.regex(/^CREATOR#[\w-]{1,64}$/)),
  sk: z.string().check(z.regex(/^FACET#[\w:]{1,40}#(name|sales|conversion)$/)),
  gsi2pk: z.string().check(z.regex(/^CREATORS#[\w:]{1,40}#(name|sales|conversion)$/)),
  gsi2sk: z.string().check(z.minLength(1), z.maxLength(120)),
});

/** Favorites / Blacklisted pages walk the brand's own relationship items; the brand comes from the token. */
export const relationshipKey = z.strictObject({ rel: id });

/**
 * The contract's query, with the opaque cursor decoded into a key of this listing: only the server
 * knows the key shapes, so a cursor can only ever point into the directory it came from.
 */
export const creatorDirectoryServerQuery = z.extend(creatorDirectoryQuery, {
  cursor: cursorSchema(z.union([creatorDirectoryKey, relationshipKey])),
});

export type CreatorDirectoryQuery = z.output<typeof creatorDirectoryServerQuery>;

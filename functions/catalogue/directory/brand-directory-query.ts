import * as z from 'zod/mini';
import { brandDirectoryQuery } from '../../../contracts/creator-brands';
import { indexKeys } from '../../shared/data/keys';
import { cursorSchema } from '../../shared/http/page-cursor';

/** A page of the brands directory (index `directory`, by lower-cased name) starts after this key. */
const brandDirectoryKey = z.strictObject({
  pk: z.string().check(z.regex(/^BRAND#[\w-]{1,64}$/)),
  sk: z.literal('BRAND'),
  gsi2pk: z.literal(indexKeys.connectedBrands),
  gsi2sk: z.string().check(z.minLength(1), z.maxLength(300)),
});

/** The contract's query with the opaque cursor decoded into a key of the brands directory. */
export const brandDirectoryServerQuery = z.extend(brandDirectoryQuery, {
  cursor: cursorSchema(brandDirectoryKey),
});

export type BrandDirectoryQuery = z.output<typeof brandDirectoryServerQuery>;

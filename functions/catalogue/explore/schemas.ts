import * as z from 'zod/mini';
import { marketplaceQuery } from '../../../contracts/marketplace';
import { marketplaceCursorSchema } from './cursor';

/** The contract's query with the opaque cursor decoded into a key of the marketplace listing. */
export const marketplaceServerQuery = z.extend(marketplaceQuery, { cursor: marketplaceCursorSchema });

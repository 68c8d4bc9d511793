import * as z from 'zod/mini';
import { exploreQuery } from '../../../contracts/explore';
import { exploreCursorSchema } from './cursor';

/** The contract's query with the opaque cursor decoded into a key of the Explore listing. */
export const exploreServerQuery = z.extend(exploreQuery, { cursor: exploreCursorSchema });

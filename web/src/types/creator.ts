import type { creator } from '../../../contracts/shapes';
import type { ApiShape } from '../lib/api-client';

/** A creator profile as the creator's own APIs show it (the contract's `creator` shape). */
export type Creator = ApiShape<typeof creator>;

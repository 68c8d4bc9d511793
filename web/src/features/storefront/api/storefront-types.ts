import type { getPublicStorefront } from '../../../../../contracts/storefront';
import type { ContractOutput } from '../../../lib/api-client';

/** A storefront as every visitor sees it (GET /api/storefront/{username}; the server-rendered page's data). */
export type PublicStorefront = ContractOutput<typeof getPublicStorefront>;
export type StorefrontProduct = PublicStorefront['products'][number];

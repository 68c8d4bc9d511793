import type { ContractOutput } from '../../contracts/http';
import type { getPublicStorefront } from '../../contracts/storefront';

/** A storefront as every visitor sees it (GET /api/storefront/{username}; the server-rendered page's data). */
export type PublicStorefront = ContractOutput<typeof getPublicStorefront>;
export type StorefrontProduct = PublicStorefront['products'][number];

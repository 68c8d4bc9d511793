import type { ContractOutput } from '../../contracts/http';
import type { getPublicStorefront } from '../../contracts/storefront';

/** A storefront as every visitor sees it (GET /api/storefront/{username}; the server-rendered page's data). */
export type PublicStorefront = ContractOutput<typeof getPublicStorefront>;
export type StorefrontProduct = PublicStorefront['products'][number];

/** A creator's discount code as a page shows it beside a product of its brand (issue 34). */
export interface ShownCode {
  code: string;
  discount_percentage: number | null;
}

/** The creator's usable codes by product id (each product's brand's code), for the server-rendered pages. */
export type StorefrontCodes = Record<string, ShownCode>;

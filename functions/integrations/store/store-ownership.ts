import { DomainError } from '../../shared/errors';

/** One store, one brand (entities/store-claim.ts): what a brand is told when another holds its store. */
export const STORE_ALREADY_CONNECTED =
  'This store is already connected to another brand. Disconnect it there first, or contact support.';

/** 409: the store is another brand's. `field` names the form field the message belongs to. */
export class StoreAlreadyConnectedError extends DomainError {
  constructor(field?: string) {
    super('conflict', STORE_ALREADY_CONNECTED, field ? { [field]: STORE_ALREADY_CONNECTED } : undefined);
  }
}

/**
 * The domain a store is known by, whatever the brand typed: host only, lower-cased, without `www.`
 * or a trailing dot (https://WWW.Shop.example.com/en and shop.example.com are one store). Undefined
 * when there is no usable host (an 'other' store recorded without a URL).
 */
export const normalizedStoreDomain = (shopDomain: string | null | undefined): string | undefined => {
  const text = shopDomain?.trim();
  if (!text) return undefined;
  try {
    const { hostname } = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return (
      hostname
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '') || undefined
    );
  } catch {
    return undefined;
  }
};

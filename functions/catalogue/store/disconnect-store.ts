import type { StoreDisconnectReason } from '../../../contracts/constants';
import type { Brand } from '../brand-view';
import { updateBrand } from '../update-brand';

/**
 * Disconnecting clears the store name, the token, the domain and the connected flag (spec 4), releases
 * the store's claim and moves the directory totals (updateBrand's transaction). When the store side
 * disconnected it (the app uninstalled), `cause` records why and when, for the brand to see.
 */
export const disconnectStore = (
  brand: Brand,
  cause?: { reason: StoreDisconnectReason; at: Date },
): Promise<Brand> =>
  updateBrand(
    brand.id,
    {
      store_connected: false,
      store_platform: null,
      store_name: null,
      shop_domain: null,
      ...(cause
        ? { store_disconnected_reason: cause.reason, store_disconnected_at: cause.at.toISOString() }
        : {}),
    },
    ['shopify_access_token_sealed', 'shopify_granted_scopes'],
    // A disconnect from the store's side is about that store only: if the brand has meanwhile moved to
    // another store, it stands (updateBrand throws StoreChangedError).
    cause && brand.shop_domain ? brand.shop_domain : undefined,
  );

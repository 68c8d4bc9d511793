import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * A store installation in progress: which brand asked to connect which shop (OAUTH#{nonce} / OAUTH).
 * The unguessable nonce travels in the popup's URL and then in an HttpOnly cookie to the OAuth
 * callback; it expires after ten minutes (TTL) and is consumed exactly once.
 */
export const oauthInstallEntity = defineEntity({
  model: { entity: 'oauth-install', version: '1', service: SERVICE },
  attributes: {
    nonce: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    shop: { type: 'string', required: true },
    expires_at: { type: 'number', required: true },
    /** The table's TTL attribute. */
    expiresAt: { type: 'number' },
  },
  indexes: { primary: { pk: tableKey('pk', 'OAUTH#${nonce}'), sk: tableKey('sk', 'OAUTH') } },
});

export const OAUTH_INSTALL_SECONDS = 600;

/** The install as read, unless unknown or expired (TTL deletes lazily). */
export const liveInstall = (item: EntityItem<typeof oauthInstallEntity> | null) =>
  item && item.expires_at >= Date.now() / 1000 ? item : undefined;

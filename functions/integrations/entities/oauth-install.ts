import { randomBytes } from 'node:crypto';
import { defineEntity, SERVICE } from '../../shared/data/entity';

/**
 * A store installation in progress: which brand asked to connect which shop (OAUTH#{nonce} / OAUTH).
 * The unguessable nonce travels in the popup's URL and then in an HttpOnly cookie to the OAuth
 * callback; it expires after ten minutes (TTL) and is consumed exactly once.
 */
export interface OAuthInstall {
  nonce: string;
  brand_id: string;
  shop: string;
  expires_at: number;
}

const LIFETIME_SECONDS = 600;

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
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['nonce'], template: 'OAUTH#${nonce}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'OAUTH', casing: 'none' },
    },
  },
});

/** The install, unless unknown or expired (TTL deletes lazily). */
const live = (item: OAuthInstall | null): OAuthInstall | undefined =>
  item && item.expires_at >= Date.now() / 1000
    ? { nonce: item.nonce, brand_id: item.brand_id, shop: item.shop, expires_at: item.expires_at }
    : undefined;

export const createOAuthInstall = async (brandId: string, shop: string): Promise<OAuthInstall> => {
  const install: OAuthInstall = {
    nonce: randomBytes(24).toString('base64url'),
    brand_id: brandId,
    shop,
    expires_at: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS,
  };
  await oauthInstallEntity.create({ ...install, expiresAt: install.expires_at }).go();
  return install;
};

/** Reads and deletes in one call; undefined when unknown, already used or expired. */
export const consumeOAuthInstall = async (nonce: string): Promise<OAuthInstall | undefined> =>
  live((await oauthInstallEntity.delete({ nonce }).go({ response: 'all_old' })).data as OAuthInstall | null);

/** The install route (popup) reads the pending install without consuming it; the callback consumes it. */
export const peekOAuthInstall = async (nonce: string): Promise<OAuthInstall | undefined> =>
  live((await oauthInstallEntity.get({ nonce }).go()).data);

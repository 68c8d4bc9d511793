import type * as z from 'zod/mini';
import { type apiKey, apiKeyScopes } from '../../../contracts/api-keys';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { nullsOf } from '../../shared/data/nulls';

export type ApiKey = z.infer<typeof apiKey>;

/**
 * A brand's API key as the brand sees it: under the brand, the id time-sortable, so the Developers list
 * is one Query, newest first. Never holds the secret; its hash only to reach the hash item below.
 */
export const apiKeyEntity = defineEntity({
  model: { entity: 'api-key', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    scopes: { type: 'list', items: { type: 'string' }, required: true },
    prefix: { type: 'string', required: true },
    /** The secret's SHA-256 (never the secret): revoking finds the key's hash item by it. */
    sha256: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    last_used_at: { type: 'string' },
    revoked_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'APIKEY#${id}') } },
});

/**
 * The key's lookup by the SHA-256 of its secret: what the authorizer reads with one GetItem (who the key
 * acts for, what it may do, whether it is revoked). Written and revoked in the same transactions as the
 * brand's item, so the two never disagree.
 */
export const apiKeyHashEntity = defineEntity({
  model: { entity: 'api-key-hash', version: '1', service: SERVICE },
  attributes: {
    sha256: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    key_id: { type: 'string', required: true },
    scopes: { type: 'list', items: { type: 'string' }, required: true },
    revoked_at: { type: 'string' },
    /** A copy of the key's last use, so the authorizer writes it only when a minute old (see recordApiKeyUse). */
    last_used_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'APIKEY#${sha256}'), sk: tableKey('sk', 'APIKEY') } },
});

/** A brand's count of active keys: the limit is a conditional ADD in the create transaction. */
export const apiKeyCountEntity = defineEntity({
  model: { entity: 'api-key-count', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    active: { type: 'number', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'APIKEYS') } },
});

/** The key items that change together (writeTransaction). */
export const apiKeyService = defineService({
  key: apiKeyEntity,
  hash: apiKeyHashEntity,
  count: apiKeyCountEntity,
});

const withNulls = nullsOf<ApiKey>(apiKeyEntity);
/** An item as the contract's key: optional times as null, scopes in the list's order. */
export const asApiKey = (item: object): ApiKey => {
  const key = withNulls(item);
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: apiKeyScopes.filter((scope) => (key.scopes as readonly string[]).includes(scope)),
    created_at: key.created_at,
    last_used_at: key.last_used_at,
    revoked_at: key.revoked_at,
  };
};

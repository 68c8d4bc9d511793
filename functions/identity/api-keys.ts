import { createHash, randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import {
  API_KEY_PREFIX,
  type ApiKeyScope,
  apiKeyScopes,
  type createApiKeySchema,
  MAX_ACTIVE_API_KEYS,
} from '../../contracts/api-keys';
import type { Actor } from '../shared/audit/actor';
import { auditEntry } from '../shared/audit/audit-entry';
import { writeTransaction } from '../shared/data/entity';
import { createId } from '../shared/data/ids';
import { DomainError } from '../shared/errors';
import { type ApiKey, apiKeyEntity, apiKeyHashEntity, apiKeyService, asApiKey } from './entities/api-key';

/** Characters of the secret (after `mk_live_`) shown as the key's visible prefix. */
const VISIBLE_CHARS = 4;

/** The SHA-256 of a secret, hex: the only form the server keeps. A secret has 192 random bits, so no salt. */
export const hashApiKeySecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new secret: `mk_live_` and 32 base62-ish characters (24 random bytes, base64url). */
const newSecret = (): string => `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;

/** The brand's keys, newest first (ids sort by time): one Query. */
export const listApiKeys = async (brandId: string): Promise<ApiKey[]> => {
  const { data } = await apiKeyEntity.query
    .primary({ brand_id: brandId })
    .go({ order: 'desc', pages: 'all' });
  return data.map(asApiKey);
};

/** Issue 35: a key's name as the audit log records who acted (a revoked key keeps its name). */
export const getApiKeyName = async (brandId: string, keyId: string): Promise<string | undefined> => {
  const { data } = await apiKeyEntity.get({ brand_id: brandId, id: keyId }).go({ attributes: ['name'] });
  return data?.name;
};

/**
 * Creates a key and returns its secret, the one time it exists outside the caller's hands. The key, its
 * hash lookup and the brand's active count move in one transaction: at most MAX_ACTIVE_API_KEYS active.
 */
export const createApiKey = async (
  brandId: string,
  input: z.output<typeof createApiKeySchema>,
  actor: Actor,
  now = new Date(),
): Promise<{ key: ApiKey; secret: string }> => {
  const secret = newSecret();
  const sha256 = hashApiKeySecret(secret);
  const scopes = apiKeyScopes.filter((scope) => input.scopes.includes(scope));
  const key: ApiKey = {
    id: createId('AK', now.getTime()),
    name: input.name,
    scopes,
    prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARS),
    created_at: now.toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  const audit = auditEntry(
    brandId,
    actor,
    {
      kind: 'api_key.created',
      subject: { type: 'api_key', id: key.id, label: key.name },
      after: { name: key.name, scopes, prefix: key.prefix },
    },
    now,
  );
  const outcome = await writeTransaction(apiKeyService, (entities) => ({
    key: entities.key
      .create({
        brand_id: brandId,
        id: key.id,
        name: key.name,
        scopes,
        prefix: key.prefix,
        sha256,
        created_at: key.created_at,
      })
      .commit(),
    hash: entities.hash.create({ sha256, brand_id: brandId, key_id: key.id, scopes }).commit(),
    count: entities.count
      .update({ brand_id: brandId })
      .add({ active: 1 })
      .where((attr, op) => `${op.notExists(attr.active)} OR ${op.lt(attr.active, MAX_ACTIVE_API_KEYS)}`)
      .commit(),
    audit: audit.commit(),
  }));
  if (!outcome.ok) {
    if (outcome.refused.includes('count'))
      throw new DomainError(
        'conflict',
        `You can have up to ${MAX_ACTIVE_API_KEYS} active keys. Revoke one you no longer use first.`,
      );
    throw new Error(`Creating an API key for ${brandId}: the transaction was refused`);
  }
  return { key, secret };
};

/**
 * Revokes a key at once: its hash item is marked in the same transaction, and the authorizer reads that
 * item on every request (no cache), so the next request with it is refused. Another brand's key id, or
 * a key already revoked, is not found.
 */
export const revokeApiKey = async (
  brandId: string,
  keyId: string,
  actor: Actor,
  now = new Date(),
): Promise<void> => {
  const notFound = () => new DomainError('not_found', 'No such active key.');
  const { data } = await apiKeyEntity.get({ brand_id: brandId, id: keyId }).go();
  if (!data || data.revoked_at) throw notFound();
  const hash = data.sha256;
  const revokedAt = now.toISOString();
  const audit = auditEntry(
    brandId,
    actor,
    {
      kind: 'api_key.revoked',
      subject: { type: 'api_key', id: keyId, label: data.name },
      before: { name: data.name, scopes: data.scopes, prefix: data.prefix },
    },
    now,
  );
  const outcome = await writeTransaction(apiKeyService, (entities) => ({
    key: entities.key
      .patch({ brand_id: brandId, id: keyId })
      .set({ revoked_at: revokedAt })
      .where((attr, op) => op.notExists(attr.revoked_at))
      .commit(),
    hash: entities.hash
      .patch({ sha256: hash })
      .set({ revoked_at: revokedAt })
      .where((attr, op) => `${op.notExists(attr.revoked_at)} AND ${op.eq(attr.key_id, keyId)}`)
      .commit(),
    count: entities.count.update({ brand_id: brandId }).add({ active: -1 }).commit(),
    audit: audit.commit(),
  }));
  if (!outcome.ok) {
    if (outcome.refused.length > 0) throw notFound();
    throw new Error(`Revoking API key ${keyId}: the transaction was refused`);
  }
};

/** What the authorizer learns of a presented secret: who it acts for and what it may do, if active. */
export interface ApiKeyGrant {
  brandId: string;
  keyId: string;
  scopes: ApiKeyScope[];
  sha256: string;
  lastUsedAt: string | null;
}

/** The authorizer's one GetItem: the active key whose secret this is, or undefined. */
export const findActiveApiKey = async (secret: string): Promise<ApiKeyGrant | undefined> => {
  if (!secret.startsWith(API_KEY_PREFIX)) return undefined;
  const { data } = await apiKeyHashEntity.get({ sha256: hashApiKeySecret(secret) }).go({ consistent: true });
  if (!data || data.revoked_at) return undefined;
  return {
    brandId: data.brand_id,
    keyId: data.key_id,
    scopes: apiKeyScopes.filter((scope) => (data.scopes as readonly string[]).includes(scope)),
    sha256: data.sha256,
    lastUsedAt: data.last_used_at ?? null,
  };
};

/** How stale a key's last use may get: it is written at most once per this long. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Notes a key's use on its two items, at most once a minute: skipped while the copy the authorizer read
 * is fresh, and each write conditional on the stored time being a minute old (concurrent requests write
 * once). A failed write never refuses the request: it is the key's bookkeeping, not its check.
 */
export const recordApiKeyUse = async (grant: ApiKeyGrant, now = new Date()): Promise<void> => {
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
  if (grant.lastUsedAt && grant.lastUsedAt > staleBefore) return;
  const usedAt = now.toISOString();
  await Promise.allSettled([
    apiKeyHashEntity
      .patch({ sha256: grant.sha256 })
      .set({ last_used_at: usedAt })
      .where((attr, op) => `${op.notExists(attr.last_used_at)} OR ${op.lt(attr.last_used_at, staleBefore)}`)
      .go(),
    apiKeyEntity
      .patch({ brand_id: grant.brandId, id: grant.keyId })
      .set({ last_used_at: usedAt })
      .where((attr, op) => `${op.notExists(attr.last_used_at)} OR ${op.lt(attr.last_used_at, staleBefore)}`)
      .go(),
  ]);
};

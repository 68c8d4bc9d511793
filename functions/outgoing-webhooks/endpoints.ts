/**
 * A brand's webhook endpoints (issue 22): register (URL checked against private addresses, at most
 * MAX_WEBHOOK_ENDPOINTS, a new signing secret), list, turn on or off, reveal the secret, delete.
 * Every function takes the caller's own brand id: endpoints live in the brand's partition, so another
 * brand's endpoint id is simply not found.
 */
import { randomBytes } from 'node:crypto';
import {
  MAX_WEBHOOK_ENDPOINTS,
  SECRET_ROLL_OVERLAP_HOURS,
  type WebhookEndpointView,
  type WebhookEventType,
  webhookEventTypes,
} from '../../contracts/outgoing-webhooks';
import type { Actor } from '../shared/audit/actor';
import { auditEntity, auditEntry } from '../shared/audit/audit-entry';
import { decryptSecret, encryptSecret } from '../shared/crypto/secret-box';
import { transactional, writeTransaction } from '../shared/data/entity';
import { createId } from '../shared/data/ids';
import { DomainError } from '../shared/errors';
import {
  type WebhookEndpoint,
  webhookEndpointCountEntity,
  webhookEndpointEntity,
  webhookEndpointService,
} from './entities/webhook-endpoint';
import { checkEndpointUrl } from './safe-address';

/** Binds a sealed secret to its endpoint: one endpoint's ciphertext cannot be opened as another's. */
const secretContext = (brandId: string, endpointId: string) => ({
  purpose: 'webhook-secret',
  brand_id: brandId,
  endpoint_id: endpointId,
});

const byListOrder = (events: readonly string[]): WebhookEventType[] =>
  webhookEventTypes.filter((type) => events.includes(type));

/** An endpoint as the audit log shows it (never its secret). */
const auditView = (endpoint: Pick<WebhookEndpoint, 'url' | 'description' | 'events' | 'enabled'>) => ({
  url: endpoint.url,
  description: endpoint.description,
  events: byListOrder(endpoint.events),
  enabled: endpoint.enabled,
});

const subjectOf = (endpoint: Pick<WebhookEndpoint, 'id' | 'url'>) => ({
  type: 'webhook_endpoint',
  id: endpoint.id,
  label: endpoint.url,
});

/** The refusal of a patch whose endpoint was deleted meanwhile, or whose secret was rolled meanwhile. */
const notFound = () => new DomainError('not_found', 'Webhook endpoint not found');

/** 32 random bytes, hex, Stripe-style prefix so a leaked one is recognisable in scanners and logs. */
const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;
const hintOf = (secret: string) => `${secret.slice(0, 10)}…`;

export const endpointView = (endpoint: WebhookEndpoint): WebhookEndpointView => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: byListOrder(endpoint.events),
  enabled: endpoint.enabled,
  disabled_reason: endpoint.disabled_reason ?? null,
  disabled_at: endpoint.disabled_at ?? null,
  secret_hint: endpoint.secret_hint,
  created_at: endpoint.created_at,
});

export const listEndpoints = async (brandId: string): Promise<WebhookEndpoint[]> => {
  const { data } = await webhookEndpointEntity.query
    .primary({ brand_id: brandId })
    .go({ pages: 'all', consistent: true });
  return data;
};

export const getEndpoint = async (brandId: string, endpointId: string): Promise<WebhookEndpoint> => {
  const { data } = await webhookEndpointEntity
    .get({ brand_id: brandId, id: endpointId })
    .go({ consistent: true });
  if (!data) throw new DomainError('not_found', 'Webhook endpoint not found');
  return data;
};

export const createEndpoint = async (
  brandId: string,
  input: { url: string; description: string; events: WebhookEventType[] },
  actor: Actor,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> => {
  const check = await checkEndpointUrl(input.url);
  if (!check.ok) throw new DomainError('validation_failed', check.message, { url: check.message });
  const id = createId('whep_');
  const secret = newSecret();
  const endpoint: WebhookEndpoint = {
    id,
    brand_id: brandId,
    url: check.url.href,
    description: input.description,
    events: byListOrder(input.events),
    enabled: true,
    sealed_secret: await encryptSecret(secret, secretContext(brandId, id)),
    secret_hint: hintOf(secret),
    created_at: new Date().toISOString(),
  };
  const audit = auditEntry(brandId, actor, {
    kind: 'webhook.created',
    subject: subjectOf(endpoint),
    after: auditView(endpoint),
  });
  const outcome = await writeTransaction(webhookEndpointService, () => ({
    endpoint: transactional(webhookEndpointEntity).create(endpoint).commit(),
    audit: audit.commit(),
    count: transactional(webhookEndpointCountEntity)
      .update({ brand_id: brandId })
      .add({ count: 1 })
      .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, MAX_WEBHOOK_ENDPOINTS)}`)
      .commit(),
  }));
  if (outcome.ok) return { endpoint, secret };
  if (outcome.refused.includes('count'))
    throw new DomainError(
      'conflict',
      `A brand can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: delete one to add another.`,
    );
  throw new Error(`createEndpoint: transaction failed (${outcome.refused.join(', ') || 'conflict'})`);
};

export const setEndpointEnabled = async (
  brandId: string,
  endpointId: string,
  enabled: boolean,
  actor: Actor,
): Promise<WebhookEndpoint> => {
  const endpoint = await getEndpoint(brandId, endpointId);
  if (endpoint.enabled === enabled && !(enabled && endpoint.disabled_reason)) return endpoint;
  const audit = auditEntry(brandId, actor, {
    kind: 'webhook.changed',
    subject: subjectOf(endpoint),
    before: { enabled: endpoint.enabled, disabled_reason: endpoint.disabled_reason ?? null },
    after: { enabled },
  });
  const outcome = await writeTransaction(webhookEndpointService, () => {
    const patch = transactional(webhookEndpointEntity)
      .patch({ brand_id: brandId, id: endpointId })
      .set({ enabled });
    // Turned on again by the brand: the marketplace's reason for turning it off no longer holds.
    const update = enabled ? patch.remove(['disabled_reason', 'disabled_at', 'gsi1pk', 'gsi1sk']) : patch;
    // Deleted between the read and the write: patch's condition is that the item exists.
    return { endpoint: update.commit(), audit: audit.commit() };
  });
  if (!outcome.ok) {
    if (outcome.refused.includes('endpoint')) throw notFound();
    throw new Error('setEndpointEnabled: the transaction kept conflicting');
  }
  const { disabled_reason: _reason, disabled_at: _at, ...rest } = endpoint;
  return enabled ? { ...rest, enabled } : { ...endpoint, enabled };
};

/** The secrets that sign now: the current one and, during a roll's overlap, the previous one. */
export const signingSecrets = async (
  endpoint: WebhookEndpoint,
  now = Date.now(),
): Promise<{ secret: string; previous: string | null }> => {
  const context = secretContext(endpoint.brand_id, endpoint.id);
  const secret = await decryptSecret(endpoint.sealed_secret, context);
  const overlapping =
    endpoint.sealed_previous_secret &&
    endpoint.previous_secret_until &&
    Date.parse(endpoint.previous_secret_until) > now;
  const previous = overlapping
    ? await decryptSecret(endpoint.sealed_previous_secret as string, context)
    : null;
  return { secret, previous };
};

/**
 * The endpoint's secrets, shown to the caller. Nothing changes, but who saw a secret is on the record:
 * the entry is written before the secret is handed out, and no entry means no secret.
 */
export const revealSecret = async (brandId: string, endpointId: string, actor: Actor) => {
  const endpoint = await getEndpoint(brandId, endpointId);
  const audit = auditEntry(brandId, actor, {
    kind: 'webhook.secret_revealed',
    subject: subjectOf(endpoint),
    after: { secret_hint: endpoint.secret_hint },
  });
  await auditEntity.create(audit.item).go();
  return signingSecrets(endpoint);
};

export const deleteEndpoint = async (brandId: string, endpointId: string, actor: Actor): Promise<void> => {
  const endpoint = await findEndpoint(brandId, endpointId);
  if (!endpoint) throw notFound();
  const audit = auditEntry(brandId, actor, {
    kind: 'webhook.deleted',
    subject: subjectOf(endpoint),
    before: auditView(endpoint),
  });
  const outcome = await writeTransaction(webhookEndpointService, () => ({
    audit: audit.commit(),
    endpoint: transactional(webhookEndpointEntity)
      .delete({ brand_id: brandId, id: endpointId })
      .where((attr, op) => op.exists(attr.id))
      .commit(),
    count: transactional(webhookEndpointCountEntity)
      .update({ brand_id: brandId })
      .add({ count: -1 })
      .commit(),
  }));
  if (outcome.ok) return;
  if (outcome.refused.includes('endpoint')) throw notFound();
  throw new Error('deleteEndpoint: the transaction kept conflicting');
};

/** The endpoint, or undefined when it was deleted. */
export const findEndpoint = async (
  brandId: string,
  endpointId: string,
): Promise<WebhookEndpoint | undefined> =>
  (await webhookEndpointEntity.get({ brand_id: brandId, id: endpointId }).go({ consistent: true })).data ??
  undefined;

/**
 * A new secret; the current one becomes the previous and keeps signing beside it for the overlap (two
 * `v1=`), so the brand's receiver can switch without missing a delivery. Conditional on the secret read:
 * two rolls at once do not lose one's secret.
 */
export const rollSecret = async (brandId: string, endpointId: string, actor: Actor, now = Date.now()) => {
  const endpoint = await getEndpoint(brandId, endpointId);
  const secret = newSecret();
  const previousUntil = new Date(now + SECRET_ROLL_OVERLAP_HOURS * 3600_000).toISOString();
  const values = {
    sealed_secret: await encryptSecret(secret, secretContext(brandId, endpointId)),
    secret_hint: hintOf(secret),
    sealed_previous_secret: endpoint.sealed_secret,
    previous_secret_until: previousUntil,
  };
  const audit = auditEntry(brandId, actor, {
    kind: 'webhook.secret_rolled',
    subject: subjectOf(endpoint),
    before: { secret_hint: endpoint.secret_hint },
    after: { secret_hint: values.secret_hint, previous_secret_until: previousUntil },
  });
  const outcome = await writeTransaction(webhookEndpointService, () => ({
    endpoint: transactional(webhookEndpointEntity)
      .patch({ brand_id: brandId, id: endpointId })
      .set(values)
      .where((attr, op) => op.eq(attr.sealed_secret, endpoint.sealed_secret))
      .commit(),
    audit: audit.commit(),
  }));
  if (!outcome.ok) {
    if (outcome.refused.includes('endpoint'))
      throw new DomainError('conflict', 'The secret was just changed: reload and try again.');
    throw new Error('rollSecret: the transaction kept conflicting');
  }
  return { endpoint: { ...endpoint, ...values } as WebhookEndpoint, secret, previousUntil };
};

import type * as z from 'zod/mini';
import type { AuditEntryView, AuditKind, auditActorOption } from '../../contracts/audit-log';
import { getProfile, listApiKeys } from '../identity';
import { stripeActor } from '../shared/audit/actor';
import { type AuditEntryItem, auditEntity } from '../shared/audit/audit-entry';
import { type PageKey, readBoundedPage } from '../shared/data/bounded-page';
import { brandMember } from '../shared/tenancy/entities/membership';

export type AuditActorOption = z.infer<typeof auditActorOption>;

/** An entry as the screen and the CSV show it. */
export const toAuditEntryView = (item: AuditEntryItem): AuditEntryView => ({
  id: item.id,
  at: item.at,
  kind: item.kind,
  actor: {
    type: item.actor_type,
    id: item.actor_id,
    name: item.actor_name,
    email: item.actor_email ?? null,
    role: item.actor_role ?? null,
    acting_for: item.acting_for ?? null,
  },
  subject:
    item.subject_type && item.subject_id
      ? { type: item.subject_type, id: item.subject_id, label: item.subject_label ?? null }
      : null,
  before: item.before ?? null,
  after: item.after ?? null,
  correlation_id: item.correlation_id ?? null,
  ip: item.ip ?? null,
});

export interface AuditLogFilter {
  actor?: string | undefined;
  kind?: AuditKind | undefined;
}

/** The brand's entries, newest first: one Query. */
export const auditEntriesQuery = (brandId: string) => auditEntity.query.primary({ brand_id: brandId });

/** The sort key's shape, so a cursor can only point into this brand's log. */
export const keyOfEntry = (item: AuditEntryItem): PageKey => ({
  pk: `BRAND#${item.brand_id}`,
  sk: `AUDIT#${item.at}#${item.id}`,
});

export const matchesFilter = (filter: AuditLogFilter) => (item: AuditEntryItem) =>
  (!filter.actor || item.actor_id === filter.actor) && (!filter.kind || item.kind === filter.kind);

/**
 * A page of the log, newest first: ONE Query (readBoundedPage). A filter by person or kind is applied to
 * the items read, within the read budget, so a rare filter answers with what it found and a cursor to
 * go on ("Load more") at a bounded cost.
 */
export const listAuditLog = async (
  brandId: string,
  filter: AuditLogFilter,
  want: number,
  after: PageKey | undefined,
) => {
  const matches = matchesFilter(filter);
  return readBoundedPage<AuditEntryItem, AuditEntryView>({
    query: auditEntriesQuery(brandId),
    order: 'desc',
    after,
    want,
    filtered: Boolean(filter.actor || filter.kind),
    keyOf: keyOfEntry,
    select: async (items) => items.map((item) => (matches(item) ? toAuditEntryView(item) : undefined)),
  });
};

/**
 * The person filter's choices: the team's members (names as now), the brand's API keys and Stripe, and
 * the caller (a brand made before teams has no member items yet). A former member is still found by
 * the entries' own names in the table; they leave the list when they leave the team.
 */
export const listAuditActors = async (brandId: string, callerId: string): Promise<AuditActorOption[]> => {
  const [{ data: members }, keys] = await Promise.all([
    brandMember.query.primary({ brand_id: brandId }).go({ pages: 'all' }),
    listApiKeys(brandId),
  ]);
  const userIds = [...new Set([...members.map((member) => member.user_id), callerId])];
  const people = await Promise.all(
    userIds.map(async (userId) => {
      const profile = await getProfile(userId);
      const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
      return { id: userId, name: name || profile?.email || userId, type: 'member' as const };
    }),
  );
  return [
    ...people.sort((a, b) => a.name.localeCompare(b.name)),
    ...keys.map((key) => ({ id: key.id, name: `API key “${key.name}”`, type: 'api_key' as const })),
    { id: stripeActor.id, name: stripeActor.name, type: 'system' as const },
  ];
};

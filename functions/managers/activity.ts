import type { CreatorAuditEntryView } from '../../contracts/creator-managers';
import { type CreatorAuditEntryItem, creatorAuditEntity } from '../shared/audit/creator-audit-entry';

/** Entries the Activity list shows (the newest; older ones age out by TTL after two years). */
const ACTIVITY_ENTRIES = 100;

const toView = (item: CreatorAuditEntryItem): CreatorAuditEntryView => ({
  id: item.id,
  at: item.at,
  kind: item.kind,
  actor: {
    type: item.actor_type,
    id: item.actor_id,
    name: item.actor_name,
    email: item.actor_email ?? null,
    role: null,
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

/** The creator's activity, newest first: one Query of one page. */
export const listCreatorActivity = async (creatorId: string): Promise<CreatorAuditEntryView[]> => {
  const { data } = await creatorAuditEntity.query
    .primary({ creator_id: creatorId })
    .go({ order: 'desc', limit: ACTIVITY_ENTRIES, pages: 1 });
  return data.map(toView);
};

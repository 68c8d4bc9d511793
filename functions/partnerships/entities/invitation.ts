import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import { INVITATIONS_PAGE, type invitation } from '../../../contracts/outreach';
import { type EntityQuery, type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { withNulls } from '../../shared/data/nulls';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { applicationEntity } from './application';

export type Invitation = z.infer<typeof invitation>;

/**
 * A brand's invitation to a creator (issue 21): CREATOR#{creator_id} / INVITE#{id}, so the creator
 * lists its invitations with one Query in its own partition and can address no one else's; the brand
 * lists its own through byOwner (ids sort by time). Product names are copied in so a list is one Query.
 * The status moves once, from pending, under a condition: accepting twice, or after declining, is refused.
 */
export const invitationEntity = defineEntity({
  model: { entity: 'invitation', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    brand_name: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string', required: true },
    products: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: { id: { type: 'string', required: true }, name: { type: 'string', required: true } },
      },
    },
    note: { type: 'string' },
    status: { type: ['pending', 'accepted', 'declined'] as const, required: true },
    created_at: { type: 'string', required: true },
    decided_at: { type: 'string' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'INVITE#${id}') },
    ofBrand: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'BRAND#${brand_id}#INVITES'),
      sk: tableKey('gsi1sk', 'INVITE#${id}'),
    },
  },
});

/** ElectroDB stores no null: an absent note or decision time reads back as null. */
export const toInvitation = (item: EntityItem<typeof invitationEntity>) =>
  withNulls<Invitation>(item, ['note', 'decided_at']);

/** A page of invitations, newest first, and the invitation the next page continues after (or null). */
export type InvitationPage = { invitations: Invitation[]; nextId: string | null };

const INVITE = 'INVITE#';

/** An item read with its keys (bounded-page's includeKeys): only the invitation's own fields go out. */
const invitationOf = (item: EntityItem<typeof invitationEntity>): Invitation =>
  toInvitation({
    id: item.id,
    brand_id: item.brand_id,
    brand_name: item.brand_name,
    creator_id: item.creator_id,
    creator_username: item.creator_username,
    products: item.products,
    note: item.note,
    status: item.status,
    created_at: item.created_at,
    decided_at: item.decided_at,
  });

/** One Query of INVITATIONS_PAGE, newest first; in both indexes the sort key is INVITE#{id}. */
const readInvitationPage = async (query: EntityQuery, after?: PageKey): Promise<InvitationPage> => {
  const page = await readBoundedPage<
    EntityItem<typeof invitationEntity> & Record<string, unknown>,
    Invitation
  >({
    query,
    order: 'desc',
    ...(after ? { after } : {}),
    want: INVITATIONS_PAGE,
    filtered: false,
    keyOf: (item) => ({ sk: `${INVITE}${item.id}` }),
    select: async (items) => items.map(invitationOf),
  });
  const sk = page.next?.sk;
  return { invitations: page.results, nextId: sk?.startsWith(INVITE) ? sk.slice(INVITE.length) : null };
};

/** The creator's invitations, in its own partition; a later page starts from its own key of `afterId`. */
export const listInvitationsOfCreator = (creatorId: string, afterId?: string) =>
  readInvitationPage(
    invitationEntity.query.primary({ creator_id: creatorId }),
    afterId ? invitationEntity.get({ creator_id: creatorId, id: afterId }).params().Key : undefined,
  );

/**
 * The brand's invitations (byOwner, its own partition BRAND#{id}#INVITES, invitations only). A later
 * page is a key condition, sort key below INVITE#{afterId}: a start key in this index would also need
 * the item's table key, which names the creator, and the cursor carries the invitation id alone.
 */
export const listInvitationsOfBrand = (brandId: string, afterId?: string) =>
  readInvitationPage(
    afterId
      ? invitationEntity.query.ofBrand({ brand_id: brandId }).lt({ id: afterId })
      : invitationEntity.query.ofBrand({ brand_id: brandId }),
  );

/** Whether the brand sent the invitation `id` (a cursor's check): one Query of at most one item. */
export const isInvitationOfBrand = async (brandId: string, id: string): Promise<boolean> => {
  const { data } = await invitationEntity.query.ofBrand({ brand_id: brandId, id }).go({ limit: 1 });
  return data.length > 0;
};

/** Whether the brand has invited anyone (issue 34's getting-started step): one Query of at most one item. */
export const hasBrandInvitedAnyone = async (brandId: string): Promise<boolean> => {
  const { data } = await invitationEntity.query.ofBrand({ brand_id: brandId }).go({ limit: 1 });
  return data.length > 0;
};

export const getInvitation = async (creatorId: string, id: string) => {
  const { data } = await invitationEntity.get({ creator_id: creatorId, id }).go({ consistent: true });
  return data ? toInvitation(data) : undefined;
};

/** What an invitation changes together: itself, the applications it approves, their events. */
export const invitationService = defineService({
  invitation: invitationEntity,
  application: applicationEntity,
  outbox: outboxEntity,
});

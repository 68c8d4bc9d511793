import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import type { invitation } from '../../../contracts/outreach';
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

/** The most invitations a list shows: one bounded Query, newest first. */
const LIST_MAX = 100;

export const listInvitationsOfCreator = async (creatorId: string): Promise<Invitation[]> => {
  const { data } = await invitationEntity.query
    .primary({ creator_id: creatorId })
    .go({ order: 'desc', limit: LIST_MAX });
  return data.map(toInvitation);
};

export const listInvitationsOfBrand = async (brandId: string): Promise<Invitation[]> => {
  const { data } = await invitationEntity.query
    .ofBrand({ brand_id: brandId })
    .go({ order: 'desc', limit: LIST_MAX });
  return data.map(toInvitation);
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

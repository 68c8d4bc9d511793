import type { EntityItem } from 'electrodb';
import { brandRoles } from '../../../../contracts/brand-roles';
import { defineEntity, SERVICE, tableKey } from '../../data/entity';

/**
 * Issue 35: who may act for a brand. A membership is two items written together (one transaction):
 * - BRAND#{brandId} / MEMBER#{userId}: the brand's list of its people (the members screen's one Query);
 * - USER#{userId} / MEMBERSHIP#{brandId}: the person's brands (the workspace switcher's one Query) and the
 *   API's per-request check, one strongly consistent GetItem, so a removed member is refused at once.
 * Both carry the role; a role change or a removal writes both in one transaction.
 */
export const brandMember = defineEntity({
  model: { entity: 'brand-member', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    role: { type: brandRoles, required: true },
    added_at: { type: 'string', required: true },
    /** Who added them (the inviter's user id); absent for the brand's creator. */
    added_by: { type: 'string' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'MEMBER#${user_id}') },
  },
});

export const userMembership = defineEntity({
  model: { entity: 'user-membership', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    role: { type: brandRoles, required: true },
    added_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'MEMBERSHIP#${brand_id}') },
  },
});

/**
 * USER#{userId} / BRAND: the brand a user created (one per user: its conditional write). Written with the
 * brand and its owner's membership; before issue 35 it was the only tie of a user to a brand, so a brand
 * made before then is found through it and its owner's membership written on first use (brand-access.ts).
 */
export const brandOwner = defineEntity({
  model: { entity: 'brand-owner', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, field: 'user_id' },
    brand_id: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'USER#${userId}'), sk: tableKey('sk', 'BRAND') } },
});

export type BrandMemberItem = EntityItem<typeof brandMember>;
export type UserMembershipItem = EntityItem<typeof userMembership>;

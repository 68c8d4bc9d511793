import type { EntityItem } from 'electrodb';
import { suspensionCategories, suspensionStates } from '../../../contracts/suspensions';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';

const text = { type: 'string', required: true } as const;
const optional = { type: 'string' } as const;
const indexKey = { type: 'string', hidden: true } as const;

/** `PLATFORM` for the operator's suspension, `BRAND#{brandId}` for a brand's from its program. */
export const suspensionScopeKey = (brandId: string | null) => (brandId ? `BRAND#${brandId}` : 'PLATFORM');

/**
 * Issue 36 part 4: a creator's suspension for cause, CREATOR#{creatorId} / SUSPENSION#{PLATFORM |
 * BRAND#{brandId}}: one item per scope, its state moving active → released | forfeited (conditional on
 * the state read, so a second suspend is 409 and a repeated release changes nothing). Suspending again
 * later moves the ended one into `past`: nothing is deleted. While active it is in the byOwner index
 * partition SUSPENSION#ACTIVE (the operators' Appeals), sk `{suspended_at}#{creatorId}#{scope}`.
 * Order recording reads it (orders placed while it is active earn nothing), and so do payouts and the
 * creator's balance (the money it covers is frozen, functions/ledger/suspension/frozen-money.ts).
 */
export const suspensionEntity = defineEntity({
  model: { entity: 'suspension', version: '1', service: SERVICE },
  attributes: {
    creator_id: text,
    scope_key: text,
    brand_id: optional,
    brand_name: optional,
    state: { type: suspensionStates, required: true },
    reason_category: { type: suspensionCategories, required: true },
    reason_text: text,
    suspended_at: text,
    /** Who suspended (an operator's or a brand member's name), for the audit trail on the item itself. */
    suspended_by: text,
    ended_at: optional,
    ended_by: optional,
    forfeited_cents: { type: 'number' },
    /** The scope's earlier suspensions, oldest first (each as it ended). */
    past: { type: 'any' },
    gsi1pk: indexKey,
    gsi1sk: indexKey,
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'CREATOR#${creator_id}'),
      sk: tableKey('sk', 'SUSPENSION#${scope_key}'),
    },
    active: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
  },
});

export type Suspension = EntityItem<typeof suspensionEntity>;

/** The index attributes of a suspension in force. */
export const activeIndexOf = (s: Pick<Suspension, 'suspended_at' | 'creator_id' | 'scope_key'>) => ({
  gsi1pk: indexKeys.activeSuspensions,
  gsi1sk: `${s.suspended_at}#${s.creator_id}#${s.scope_key}`,
});

/** Every suspension item of a creator (active or ended), read consistently: one Query. */
export const listSuspensionsOfCreator = async (creatorId: string): Promise<Suspension[]> =>
  (await suspensionEntity.query.primary({ creator_id: creatorId }).go({ consistent: true, pages: 'all' }))
    .data;

/** The creator's suspensions in force (platform-wide and per brand). */
export const activeSuspensionsOf = async (creatorId: string): Promise<Suspension[]> =>
  (await listSuspensionsOfCreator(creatorId)).filter((s) => s.state === 'active');

export const getSuspension = async (creatorId: string, brandId: string | null) =>
  (
    await suspensionEntity
      .get({ creator_id: creatorId, scope_key: suspensionScopeKey(brandId) })
      .go({ consistent: true })
  ).data ?? undefined;

/** Suspensions in force, newest first (the operators' Appeals; one partition, rare items). */
export const listActiveSuspensions = async (limit = 200): Promise<Suspension[]> =>
  (
    await suspensionEntity.query
      .active({ gsi1pk: indexKeys.activeSuspensions })
      .go({ order: 'desc', limit, pages: 1 })
  ).data;

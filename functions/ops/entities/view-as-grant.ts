import type { EntityItem } from 'electrodb';
import { viewAsTargetTypes } from '../../../contracts/ops';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';

/**
 * Issue 36: an operator's grant to view the marketplace as a brand or a creator, read only,
 * OPS#VIEWAS#{operator} / {type}:{id}: written (replaced) each time they start, in one transaction with
 * the operators' audit entry, so every view has its entry; the API handler reads it (one GetItem, lean:
 * shared/data/operator-request.ts) on each request that carries `x-view-as`. It ends at `expiresAt`
 * (the handler refuses it from then; DynamoDB's TTL removes it later).
 */
export const viewAsGrantEntity = defineEntity({
  model: { entity: 'view-as-grant', version: '1', service: SERVICE },
  attributes: {
    operator_id: { type: 'string', required: true },
    /** The header's value: `brand:{id}` or `creator:{id}`. */
    target: { type: 'string', required: true },
    target_type: { type: viewAsTargetTypes, required: true },
    target_id: { type: 'string', required: true },
    target_name: { type: 'string', required: true },
    /** The user the view runs as: the creator, or the brand's owner. */
    as_user_id: { type: 'string', required: true },
    started_at: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'OPS#VIEWAS#${operator_id}'), sk: tableKey('sk', '${target}') },
  },
});

/** The grant, as an operation of the transaction that writes its audit entry (a Put: a new start renews it). */
export const putViewAsGrantOperation = (grant: EntityItem<typeof viewAsGrantEntity>) =>
  transactional(viewAsGrantEntity).put(grant).commit();

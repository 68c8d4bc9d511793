import {
  type Upload,
  type UploadPurpose,
  uploadContentTypes,
  uploadPurposes,
} from '../../../contracts/uploads';
import { applied } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * An image upload (issue 34), under the creator who started it: CREATOR#{creator_id} / UPLOAD#{id}. The
 * partition is the caller's (from the token) in every read, so one creator's upload id names nothing for
 * another. Its original's S3 key (originals/{creator_id}/{id}) carries both ids, fixed by the POST's
 * policy, so the processor finds the item from the key alone. Pending until processed, then ready (with
 * its sizes) or refused (with the reason); a pending upload whose file never came expires (TTL).
 */
export const uploadEntity = defineEntity({
  model: { entity: 'upload', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    purpose: { type: uploadPurposes, required: true },
    content_type: { type: uploadContentTypes, required: true },
    status: { type: ['pending', 'ready', 'refused'] as const, required: true },
    url: { type: 'string' },
    variants: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          name: { type: 'string', required: true },
          url: { type: 'string', required: true },
          width: { type: 'number', required: true },
          height: { type: 'number', required: true },
        },
      },
    },
    reason: { type: 'string' },
    created_at: { type: 'string', required: true },
    processed_at: { type: 'string' },
    /** The table's TTL attribute: set while pending (a file that never came), removed once processed. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'UPLOAD#${id}') },
  },
});

/** How long a pending upload waits for its file: the POST's policy expires well before. */
export const PENDING_UPLOAD_SECONDS = 24 * 60 * 60;

export type UploadItem = {
  creator_id: string;
  id: string;
  purpose: UploadPurpose;
  status: Upload['status'];
  url?: string;
  variants?: Upload['variants'];
  reason?: string;
  created_at: string;
};

export const asUpload = (item: UploadItem): Upload => ({
  id: item.id,
  purpose: item.purpose,
  status: item.status,
  url: item.status === 'ready' ? (item.url ?? null) : null,
  variants: item.status === 'ready' ? (item.variants ?? []) : [],
  reason: item.status === 'refused' ? (item.reason ?? null) : null,
  created_at: item.created_at,
});

/** The caller's upload, or undefined: another creator's id is simply not in this partition. */
export const getUpload = async (creatorId: string, id: string, consistent = false) => {
  const { data } = await uploadEntity.get({ creator_id: creatorId, id }).go({ consistent });
  return data ?? undefined;
};

/**
 * Records what processing made of a pending upload: ready with its sizes, or refused with the reason. Only
 * from pending (a redelivered S3 event finds it decided already): false when it was not pending.
 */
export const finishUpload = (
  creatorId: string,
  id: string,
  outcome:
    | { status: 'ready'; url: string; variants: Upload['variants']; processed_at: string }
    | { status: 'refused'; reason: string; processed_at: string },
): Promise<boolean> =>
  applied(
    uploadEntity
      .patch({ creator_id: creatorId, id })
      .set(outcome)
      .remove(['expiresAt'])
      .where((attr, op) => op.eq(attr.status, 'pending'))
      .go(),
  );

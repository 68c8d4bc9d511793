import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';

const count = { type: 'number', required: true } as const;

/**
 * Issue 35: a person's latest data export, USER#{user_id} / DATA_EXPORT: its state while the builder
 * works (parts read of parts to read, which the Your data card polls), then where the ZIP is and until
 * when its link works. One per person: a new request replaces a finished one (ready or failed), never
 * one still building (a conditional Put).
 */
export const dataExportEntity = defineEntity({
  model: { entity: 'data-export', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    status: { type: ['building', 'ready', 'failed'] as const, required: true },
    requested_at: { type: 'string', required: true },
    parts_done: count,
    parts_total: count,
    /** The object under the exports bucket's exports/ prefix (ready). */
    object_key: { type: 'string' },
    size_bytes: { type: 'number' },
    ready_at: { type: 'string' },
    /** When the e-mailed link stops working (ready): 7 days after it was signed. */
    link_expires_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'DATA_EXPORT') } },
});

export type DataExport = EntityItem<typeof dataExportEntity>;

/** A build older than this is taken as failed (its consumer's retries are over): a new request may start. */
const STALE_BUILD_MS = 15 * 60_000;

export const getDataExport = async (userId: string): Promise<DataExport | undefined> =>
  (await dataExportEntity.get({ user_id: userId }).go({ consistent: true })).data ?? undefined;

/** A new export, as one operation of the request's transaction: refused while another is building. */
export const startDataExportOperation = (started: DataExport, now: Date) =>
  transactional(dataExportEntity)
    .put(started)
    .where(
      (attr, op) =>
        `${op.notExists(attr.status)} OR ${op.ne(attr.status, 'building')} OR ${op.lt(attr.requested_at, new Date(now.getTime() - STALE_BUILD_MS).toISOString())}`,
    )
    .commit();

/** The builder's progress (only on the export it builds). */
export const recordExportProgress = async (userId: string, exportId: string, done: number, total: number) => {
  await dataExportEntity
    .patch({ user_id: userId })
    .set({ parts_done: done, parts_total: total })
    .where((attr, op) => `${op.eq(attr.id, exportId)} AND ${op.eq(attr.status, 'building')}`)
    .go();
};

/** The export is ready: as one operation of the transaction that announces it. */
export const exportReadyOperation = (
  userId: string,
  exportId: string,
  ready: Pick<DataExport, 'object_key' | 'size_bytes' | 'ready_at' | 'link_expires_at' | 'parts_total'>,
) =>
  transactional(dataExportEntity)
    .patch({ user_id: userId })
    .set({ ...ready, status: 'ready', parts_done: ready.parts_total })
    .where((attr, op) => `${op.eq(attr.id, exportId)} AND ${op.eq(attr.status, 'building')}`)
    .commit();

export const markExportFailed = async (userId: string, exportId: string) => {
  await dataExportEntity
    .patch({ user_id: userId })
    .set({ status: 'failed' })
    .where((attr, op) => op.eq(attr.id, exportId))
    .go();
};

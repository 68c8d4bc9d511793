import type { DataExportView } from '../../../contracts/your-data';
import { getProfile } from '../../identity';
import { writeTransaction } from '../../shared/data/entity';
import { createId } from '../../shared/data/ids';
import { DomainError } from '../../shared/errors';
import type { Caller } from '../../shared/http/caller';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import { type DataExport, getDataExport, startDataExportOperation } from '../entities/data-export';
import { privacyService } from '../service';

export const exportView = (item: DataExport): DataExportView => ({
  status: item.status,
  requested_at: item.requested_at,
  parts_done: item.parts_done,
  parts_total: item.parts_total,
  ready_at: item.ready_at ?? null,
  link_expires_at: item.link_expires_at ?? null,
  size_bytes: item.size_bytes ?? null,
});

export const readDataExport = async (userId: string): Promise<DataExportView | null> => {
  const item = await getDataExport(userId);
  return item ? exportView(item) : null;
};

/**
 * Download my data (issue 35): the export's item (building) and its DataExportRequested event in one
 * transaction; the builder (BuildDataExport) does the rest in the background. Refused while one builds.
 */
export const requestDataExport = async (caller: Caller, now = new Date()): Promise<DataExportView> => {
  const role = caller.role ?? (await getProfile(caller.userId))?.role;
  if (role !== 'brand' && role !== 'creator') throw new DomainError('forbidden', 'Your account has no role.');
  const started: DataExport = {
    user_id: caller.userId,
    id: createId('dx_', now.getTime()),
    status: 'building',
    requested_at: now.toISOString(),
    parts_done: 0,
    parts_total: 1,
  };
  const event = outboxEvent(
    'DataExportRequested',
    { version: 1, userId: caller.userId, role, exportId: started.id },
    now,
  );
  const outcome = await writeTransaction(privacyService, ({ outbox }) => ({
    export: startDataExportOperation(started, now),
    event: outbox.create(event.item).commit(),
  }));
  if (!outcome.ok) {
    if (outcome.refused.includes('export'))
      throw new DomainError(
        'conflict',
        'Your data is being gathered already. We will e-mail you when it is ready.',
      );
    throw new Error('the data export was not started: the transaction kept conflicting');
  }
  return exportView(started);
};

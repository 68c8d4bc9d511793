/**
 * Building a person's data export (issue 35; the BuildDataExport consumer): their partitions read
 * (progress recorded after each, for the card), the files zipped, the ZIP stored privately with a 7-day
 * link, then in one transaction the export marked ready and DataExportReady announced (NotifyPeople
 * e-mails the link). A redelivered request whose export is no longer building does nothing.
 */
import { writeTransaction } from '../../shared/data/entity';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import { exportReadyOperation, getDataExport, recordExportProgress } from '../entities/data-export';
import { privacyService } from '../service';
import { exportFiles } from './export-files';
import { gatherSections } from './sections';
import { exportObjectKey, LINK_SECONDS, storeExport } from './store-export';
import { zip } from './zip';

export const buildDataExport = async (
  request: { userId: string; role: 'brand' | 'creator'; exportId: string },
  now = new Date(),
): Promise<'built' | 'not building'> => {
  const current = await getDataExport(request.userId);
  if (current?.id !== request.exportId || current.status !== 'building') return 'not building';
  let total = 1;
  const sections = await gatherSections(request.userId, request.role, async (done, known) => {
    total = known;
    await recordExportProgress(request.userId, request.exportId, done, known);
  });
  const archive = zip(
    exportFiles(sections, { userId: request.userId, role: request.role, at: now.toISOString() }),
  );
  const key = exportObjectKey(request.userId, request.exportId);
  const url = await storeExport(key, archive, now);
  const linkExpiresAt = new Date(now.getTime() + LINK_SECONDS * 1000).toISOString();
  const event = outboxEvent(
    'DataExportReady',
    {
      version: 1,
      userId: request.userId,
      role: request.role,
      exportId: request.exportId,
      url,
      linkExpiresAt,
      sizeBytes: archive.length,
    },
    now,
  );
  const outcome = await writeTransaction(privacyService, ({ outbox }) => ({
    export: exportReadyOperation(request.userId, request.exportId, {
      object_key: key,
      size_bytes: archive.length,
      ready_at: now.toISOString(),
      link_expires_at: linkExpiresAt,
      parts_total: total,
    }),
    event: outbox.create(event.item).commit(),
  }));
  if (!outcome.ok && !outcome.refused.includes('export')) {
    throw new Error('the data export was built but not recorded: the transaction kept conflicting');
  }
  return outcome.ok ? 'built' : 'not building';
};

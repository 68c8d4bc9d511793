import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { markExportFailed } from '../entities/data-export';
import { buildDataExport } from '../export/build-data-export';

/**
 * Consumer of DataExportRequested (issue 35): builds the person's ZIP (export/build-data-export.ts). A
 * failure marks the export failed for the card (the person may ask again) and is rethrown, so the bus
 * retries it and the dead-letter queue keeps it.
 */
export const handler = consumer('DataExportRequested', async (detail) => {
  try {
    const outcome = await buildDataExport(detail);
    log.info('data export', { userId: detail.userId, exportId: detail.exportId, outcome });
  } catch (error) {
    await markExportFailed(detail.userId, detail.exportId);
    throw error;
  }
});

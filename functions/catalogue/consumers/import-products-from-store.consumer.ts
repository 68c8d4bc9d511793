import { consumer } from '../../shared/events/consumer';
import { importStorePage } from '../import-store-products';

/**
 * Consumer of ProductImportRequested: imports one page of the job's store catalogue and announces the
 * next (idempotent per job and page: a repeated event does nothing). Its timeout is set for one page
 * (events/rules.ts), not for a whole catalogue.
 */
export const handler = consumer('ProductImportRequested', async (detail) => {
  await importStorePage(detail.brandId, detail.jobId, detail.page ?? 0);
});

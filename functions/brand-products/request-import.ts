import { publishEvent } from '../../events/publisher';
import type { Brand } from '../shared/data/entities/brand';
import { createImportJob, type ImportJob } from '../shared/data/entities/import-job';
import { AppError } from '../shared/http/errors';

/** Sync Products: records a job and hands the import to its consumer (202); the UI polls the job. */
export const requestImport = async (brand: Brand): Promise<ImportJob> => {
  if (!brand.store_connected || brand.store_platform !== 'shopify') {
    throw new AppError('store_not_connected', 'Please connect your Shopify store first');
  }
  const job = await createImportJob(brand.id);
  await publishEvent('ProductImportRequested', { version: 1, brandId: brand.id, jobId: job.id });
  return job;
};

import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import type { Brand } from './entities/brand';
import { createImportJob, type ImportJob } from './entities/import-job';

/**
 * Sync Products: records a job and, in the same transaction, the event that starts its first page (the
 * transactional outbox), then answers 202; the UI polls the job. One import per brand at a time: a
 * Sync while one is running is a 409, a failed or stale job does not block.
 */
export const requestImport = async (brand: Brand): Promise<ImportJob> => {
  if (!brand.store_connected || brand.store_platform !== 'shopify') {
    throw new DomainError('store_not_connected', 'Please connect your Shopify store first');
  }
  return createImportJob(brand.id, (jobId) => [
    outboxEvent('ProductImportRequested', { version: 1, brandId: brand.id, jobId, page: 0 }).item,
  ]);
};

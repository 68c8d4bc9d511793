import type { EventBridgeEvent } from 'aws-lambda';
import { productImportRequestedV1 } from '../../../events/schemas/product-import-requested';
import { importStorePage } from '../import-store-products';

/**
 * Consumer of ProductImportRequested: imports one page of the job's store catalogue and announces the
 * next (idempotent per job and page: a repeated event does nothing). Its timeout is set for one page
 * (events/rules.ts), not for a whole catalogue.
 */
export const handler = async (event: EventBridgeEvent<'ProductImportRequested', unknown>): Promise<void> => {
  const detail = productImportRequestedV1.parse(event.detail);
  await importStorePage(detail.brandId, detail.jobId, detail.page ?? 0);
};

import type { EventBridgeEvent } from 'aws-lambda';
import { productImportRequestedV1 } from '../../events/schemas/product-import-requested';
import { importStoreProducts } from './import-store-products';

/** Consumer of ProductImportRequested: runs the import for that job (idempotent per job). */
export const handler = async (event: EventBridgeEvent<'ProductImportRequested', unknown>): Promise<void> => {
  const detail = productImportRequestedV1.parse(event.detail);
  await importStoreProducts(detail.brandId, detail.jobId);
};

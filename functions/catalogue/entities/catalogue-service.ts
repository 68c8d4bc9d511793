import type { Service } from 'electrodb';
import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { brandOwner } from '../../shared/tenancy/entities/membership';
import { brand } from './brand';
import { brandDirectoryStats } from './brand-directory-stats';
import { product, productPointer } from './product';

const entities = () => ({
  brand,
  brandOwner,
  product,
  productPointer,
  stats: brandDirectoryStats,
  outbox: outboxEntity,
});

let service: Service<ReturnType<typeof entities>> | undefined;

/**
 * The catalogue's entities that change together, with the outbox. Made on first use: the entity files
 * import one another (a product's availability moves its brand's count), so none is defined yet while
 * the others load.
 */
export const catalogueService = () => (service ??= defineService(entities()));

/** The service's entities as a transaction's build callback sees them (operations end in `.commit()`). */
export type CatalogueWriteEntities = Parameters<
  Parameters<Service<ReturnType<typeof entities>>['transaction']['write']>[0]
>[0];

import type { ShippingAddress } from '../../../contracts/credits';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { withNulls, withoutNulls } from '../../shared/data/nulls';

/**
 * A creator's own address: the one they last had a sample shipped to (CREATOR#{id} / SHIPPING_ADDRESS).
 * It is about the person, so identity keeps it: the credits module writes it in a redemption's
 * transaction (shippingAddressSavedOperation) and reads it for the next redemption's form, and the
 * ledger reads it for the self-purchase signal (issue 36) — the ledger may not import credits, which
 * sits above it.
 */
export const shippingAddressEntity = defineEntity({
  model: { entity: 'shipping-address', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    line1: { type: 'string', required: true },
    line2: { type: 'string' },
    city: { type: 'string', required: true },
    region: { type: 'string', required: true },
    postal_code: { type: 'string', required: true },
    country: { type: 'string', required: true },
    phone: { type: 'string' },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'SHIPPING_ADDRESS') },
  },
});

export const getShippingAddress = async (creatorId: string): Promise<ShippingAddress | null> => {
  const { data } = await shippingAddressEntity.get({ creator_id: creatorId }).go();
  if (!data) return null;
  const { creator_id: _creator, updated_at: _at, ...address } = data;
  return withNulls<ShippingAddress>(address, ['line2', 'phone']);
};

/** The creator's address, replaced as one operation of the caller's transaction (a redemption's). */
export const shippingAddressSavedOperation = (creatorId: string, address: ShippingAddress, at: string) =>
  transactional(shippingAddressEntity)
    .put({ creator_id: creatorId, ...withoutNulls(address), updated_at: at })
    .commit();

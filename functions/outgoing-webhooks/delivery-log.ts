/** The brand's view of an endpoint's deliveries and its Replay (issue 22): its own endpoints only. */
import { DELIVERY_LOG_SIZE } from '../../contracts/outgoing-webhooks';
import { DomainError } from '../shared/errors';
import { attemptDelivery, deliveryView, getDelivery, listEndpointDeliveries } from './deliveries';
import { getEndpoint } from './endpoints';

export const deliveryLog = async (brandId: string, endpointId: string) => {
  await getEndpoint(brandId, endpointId);
  return (await listEndpointDeliveries(brandId, endpointId, DELIVERY_LOG_SIZE)).map(deliveryView);
};

/** Sends the delivery again now: the same id and body (the receiver dedups by id), a fresh signature. */
export const replayDelivery = async (brandId: string, endpointId: string, deliveryId: string) => {
  const endpoint = await getEndpoint(brandId, endpointId);
  const delivery = await getDelivery(brandId, endpointId, deliveryId);
  if (!delivery) throw new DomainError('not_found', 'Delivery not found');
  return deliveryView(await attemptDelivery(endpoint, delivery, { replay: true }));
};

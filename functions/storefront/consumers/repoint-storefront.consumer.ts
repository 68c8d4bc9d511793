import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { finishStorefrontMove } from '../entities/storefront';

/**
 * Consumer of StorefrontChanged after a rename (the event names the previous username): the
 * storefront's products and collections follow its settings into the new name's partition, so the
 * public page is one Query again. Idempotent: a redelivered event finds nothing left to move. A failure
 * throws and is retried (then parked in the dead-letter queue); the page reads the items from the
 * creator's partition until the move is done, so nobody sees them missing meanwhile.
 */
export const handler = consumer('StorefrontChanged', async (detail) => {
  if (!detail.previousUsername) return;
  const moved = await finishStorefrontMove(detail.username);
  log.info('storefront re-pointed after a rename', {
    username: detail.username,
    moved: moved ?? 'renamed since',
  });
});

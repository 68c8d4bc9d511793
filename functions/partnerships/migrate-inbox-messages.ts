import type { Brand } from '../catalogue';
import { writeTransaction } from '../shared/data/entity';
import { log } from '../shared/log';
import { brandMessageEntity } from './entities/message';
import { threadService } from './entities/thread';
import { getThread } from './read-threads';
import { appendMessageItems } from './send-thread-message';

/** Old messages moved per read: the inbox's Query reads at most this many. */
const BATCH = 25;

/**
 * Messages sent with 'Contact Brand' before threads existed (BRAND#{id} / MSG#{id}) become the first
 * messages of their brand–creator thread when the brand next opens its inbox (migrate on read). Each
 * moves in one transaction: the thread message keeps the old id (a conditional Put: moved once), the
 * thread and the brand's unread counts take it as unread, and the old item is deleted. A message already
 * moved by a concurrent read only has its old item deleted. Nothing is lost if a move fails: the old
 * item stays and the next read tries again.
 */
export const migrateInboxMessages = async (brand: Pick<Brand, 'id' | 'brand_name'>): Promise<void> => {
  const { data } = await brandMessageEntity.query.primary({ brand_id: brand.id }).go({ limit: BATCH });
  for (const old of data) {
    const thread = await getThread(brand.id, old.creator_id);
    const deleteOld = { Delete: brandMessageEntity.delete({ brand_id: brand.id, id: old.id }).params() };
    const items = appendMessageItems(
      brand,
      { id: old.creator_id, username: old.creator_username },
      { id: old.id, sender: 'creator', subject: old.subject, body: old.message, created_at: old.created_at },
      // A newer message already leads the thread: the old one slots in below it.
      { setLast: !thread || thread.last_message_at <= old.created_at },
    );
    const move = await writeTransaction(threadService, () => ({
      message: items[0],
      thread: items[1],
      total: items[2],
      old: deleteOld,
    }));
    if (move.ok) continue;
    if (move.refused.includes('message')) {
      await writeTransaction(threadService, () => ({ old: deleteOld }));
      continue;
    }
    log.warn('inbox message not moved to its thread yet', { brandId: brand.id, messageId: old.id });
  }
};

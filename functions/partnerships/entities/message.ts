import { queryAll, tableName } from '../../shared/data/client';
import { createId } from '../../shared/data/ids';
import { keys, prefixes } from '../../shared/data/keys';
import { writeWithinLimit } from '../../shared/data/rate-limit';

/** A message from a creator's 'Contact Brand' form (spec 2.5), kept in the brand's inbox. */
export interface BrandMessage {
  id: string;
  brand_id: string;
  creator_id: string;
  creator_username: string;
  subject: string;
  message: string;
  created_at: string;
}

interface BrandMessageItem extends BrandMessage {
  pk: string;
  sk: string;
  type: 'brand-message';
}

const toMessage = ({ pk: _pk, sk: _sk, type: _type, ...message }: BrandMessageItem): BrandMessage => message;

export const createBrandMessage = async (
  input: Pick<BrandMessage, 'brand_id' | 'creator_id' | 'creator_username' | 'subject' | 'message'>,
): Promise<BrandMessage> => {
  // Time-sorted ids: the inbox Query returns messages in the order they arrived.
  const message: BrandMessage = { id: createId('msg_'), ...input, created_at: new Date().toISOString() };
  // Counted against the creator's hourly limit in the same transaction (429 beyond it).
  await writeWithinLimit('brandMessage', input.creator_id, [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.brandMessage(input.brand_id, message.id), type: 'brand-message', ...message },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return message;
};

/** Access pattern "a brand's inbox, newest first": one Query on the brand's partition (paged by size). */
export const listMessagesOfBrand = async (brandId: string): Promise<BrandMessage[]> => {
  const items = await queryAll<BrandMessageItem>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.message },
    ScanIndexForward: false,
  });
  return items.map(toMessage);
};

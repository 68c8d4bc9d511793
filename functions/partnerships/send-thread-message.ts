import type { Brand } from '../catalogue';
import type { Creator } from '../identity';
import { createId } from '../shared/data/ids';
import { type RateLimitedAction, writeWithinLimit } from '../shared/data/rate-limit';
import { outboxEvent } from '../shared/outbox/outbox-event';
import {
  partyKey,
  type Sender,
  threadEntity,
  threadListKeys,
  threadMessageEntity,
  unreadTotalEntity,
} from './entities/thread';

export type ThreadMessage = {
  id: string;
  sender: Sender;
  subject: string | null;
  body: string;
  created_at: string;
};

/** How much of the last message a thread list shows. */
const PREVIEW_LENGTH = 140;

export const previewOf = (body: string) =>
  body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body;

/**
 * The writes that append one message to the brand–creator thread: the message (a conditional Put of a
 * new time-sorted id: append-only), the thread (created by the first message; its last message and the
 * recipient's unread count by ADD) and the recipient's unread total (ADD), as transaction items.
 */
export const appendMessageItems = (
  brand: Pick<Brand, 'id' | 'brand_name'>,
  creator: Pick<Creator, 'id' | 'username'>,
  message: ThreadMessage,
  options: { setLast?: boolean } = {},
): object[] => {
  const recipient: Sender = message.sender === 'brand' ? 'creator' : 'brand';
  const thread = threadEntity.update({ brand_id: brand.id, creator_id: creator.id });
  const withNames = thread.set({
    brand_name: brand.brand_name,
    creator_username: creator.username,
    ...threadListKeys(brand.id, creator.id),
  });
  const withLast =
    options.setLast === false
      ? withNames
      : message.subject
        ? withNames.set({
            last_message_at: message.created_at,
            last_message_preview: previewOf(message.body),
            last_sender: message.sender,
            last_subject: message.subject,
          })
        : withNames
            .set({
              last_message_at: message.created_at,
              last_message_preview: previewOf(message.body),
              last_sender: message.sender,
            })
            .remove(['last_subject']);
  return [
    {
      Put: threadMessageEntity
        .create({
          id: message.id,
          brand_id: brand.id,
          creator_id: creator.id,
          sender: message.sender,
          ...(message.subject ? { subject: message.subject } : {}),
          body: message.body,
          created_at: message.created_at,
        })
        .params(),
    },
    {
      Update: withLast.add(recipient === 'brand' ? { brand_unread: 1 } : { creator_unread: 1 }).params(),
    },
    {
      Update: unreadTotalEntity
        .update({ party: partyKey(recipient, recipient === 'brand' ? brand.id : creator.id) })
        .add({ unread: 1 })
        .params(),
    },
  ];
};

/**
 * One message in the thread, from either side, counted against the sender's hourly limit in the same
 * transaction (429 beyond it, nothing written). The contact form (subject set) keeps its own limit.
 * ThreadMessageSent joins the transaction (outbox), so the other side is told of exactly the messages
 * written.
 */
export const sendThreadMessage = async (
  brand: Pick<Brand, 'id' | 'brand_name'>,
  creator: Pick<Creator, 'id' | 'username'>,
  input: { sender: Sender; body: string; subject?: string | null },
  action: RateLimitedAction = 'threadMessage',
): Promise<ThreadMessage> => {
  const message: ThreadMessage = {
    id: createId('msg_'),
    sender: input.sender,
    subject: input.subject ?? null,
    body: input.body,
    created_at: new Date().toISOString(),
  };
  // The limit counts per sender: a brand's window is kept under its brand id.
  const senderId = input.sender === 'brand' ? brand.id : creator.id;
  const event = outboxEvent('ThreadMessageSent', {
    version: 1,
    messageId: message.id,
    brandId: brand.id,
    creatorId: creator.id,
    sender: message.sender,
    creatorUsername: creator.username,
    brandName: brand.brand_name,
    subject: message.subject,
    preview: previewOf(message.body),
  });
  await writeWithinLimit(action, senderId, [...appendMessageItems(brand, creator, message), event.write]);
  return message;
};

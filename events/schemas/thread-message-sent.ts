import * as z from 'zod/mini';

/**
 * A message in a brand–creator thread, from either side (Messages, the contact form), written with the
 * message: the other side is told (issue 31: brands hear of creators' messages). Once per message.
 */
export const threadMessageSentV1 = z.object({
  version: z.literal(1),
  messageId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  sender: z.enum(['brand', 'creator']),
  creatorUsername: z.string(),
  brandName: z.string(),
  /** The contact form's subject, when it had one. */
  subject: z.nullable(z.string()),
  /** The message's start, as the thread list shows it. */
  preview: z.string(),
});

export type ThreadMessageSentV1 = z.infer<typeof threadMessageSentV1>;

export const threadMessageSentExample: ThreadMessageSentV1 = {
  version: 1,
  messageId: 'msg_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  sender: 'creator',
  creatorUsername: 'avareviews',
  brandName: 'Glow Skincare',
  subject: 'Collaboration idea',
  preview: 'Hi! I would love to film a morning routine with your serum.',
};

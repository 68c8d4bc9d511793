import * as z from 'zod/mini';

/**
 * Amazon SES's own events, sent by the configuration set's EventBridge destination to the account's
 * default bus (source `aws.ses`); not produced by us. Only the fields the suppression list reads are
 * checked; SES sends more (the mail's headers, timestamps, feedback ids), which pass through unread.
 * Locally, the local mailbox sends the same events for SES's simulator addresses.
 */
const recipient = z.object({ emailAddress: z.string().check(z.minLength(3)) });

export const sesEmailBouncedV1 = z.object({
  eventType: z.literal('Bounce'),
  bounce: z.object({
    /** Only `Permanent` bounces suppress; `Transient` ones (a full mailbox) are retried by SES. */
    bounceType: z.string(),
    bounceSubType: z.optional(z.string()),
    bouncedRecipients: z.array(recipient).check(z.minLength(1)),
  }),
  mail: z.object({ messageId: z.string() }),
});

export const sesEmailComplaintReceivedV1 = z.object({
  eventType: z.literal('Complaint'),
  complaint: z.object({ complainedRecipients: z.array(recipient).check(z.minLength(1)) }),
  mail: z.object({ messageId: z.string() }),
});

export const sesEmailBouncedExample: z.infer<typeof sesEmailBouncedV1> = {
  eventType: 'Bounce',
  bounce: {
    bounceType: 'Permanent',
    bounceSubType: 'General',
    bouncedRecipients: [{ emailAddress: 'bounce@simulator.amazonses.com' }],
  },
  mail: { messageId: '0100018c0example-bounce' },
};

export const sesEmailComplaintReceivedExample: z.infer<typeof sesEmailComplaintReceivedV1> = {
  eventType: 'Complaint',
  complaint: { complainedRecipients: [{ emailAddress: 'complaint@simulator.amazonses.com' }] },
  mail: { messageId: '0100018c0example-complaint' },
};

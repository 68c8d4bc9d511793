import * as z from 'zod/mini';

/**
 * Issue 36: an operator replays a dead-lettered event from the console. The event carries the original
 * EventBridge envelope and the one rule to deliver it to: each rule has a replay rule of its own
 * (`replayPatternOf` in events/rules.ts) whose target takes `$.detail.event` as its input, so the rule's
 * consumer gets the very envelope it failed on, and no other rule sees it again. Written in the same
 * transaction that marks the dead letter replayed, so a dead letter is sent back once.
 */
export const deadLetterReplayRequestedV1 = z.object({
  version: z.literal(1),
  deadLetterId: z.string().check(z.minLength(1)),
  rule: z.string().check(z.minLength(1)),
  /** The envelope as the bus delivered it the first time (its id, time, detail and all). */
  event: z.looseObject({
    id: z.string(),
    source: z.string(),
    'detail-type': z.string(),
    time: z.string(),
    detail: z.unknown(),
  }),
});

export type DeadLetterReplayRequestedV1 = z.infer<typeof deadLetterReplayRequestedV1>;

export const deadLetterReplayRequestedExample: DeadLetterReplayRequestedV1 = {
  version: 1,
  deadLetterId: 'DL01JD0000000000000000000000',
  rule: 'NotifyPeople',
  event: {
    version: '0',
    id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
    'detail-type': 'ApplicationSubmitted',
    source: 'marketplace.partnerships',
    account: '000000000000',
    time: '2026-11-21T00:00:00Z',
    region: 'us-east-1',
    resources: [],
    detail: { version: 1 },
  },
};

/**
 * The local mailbox (a local SES, infra/local/local-mailbox.ts) as tests read it, and the local bus as a
 * test redelivers an event through it: the mail a person received, and the same event put on the bus
 * again (same outbox id), as EventBridge's at-least-once delivery may.
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { expect } from 'vitest';
import type { MailboxMessage } from '../../infra/local/local-mailbox';
import { eventually, outputs } from './cloud';
import { receivedByBus } from './local-bus';
import { localControlUrl } from './local-only';

export const mailbox = async (): Promise<MailboxMessage[]> => {
  localControlUrl('reads the local mailbox');
  const response = await fetch(outputs().MailboxApiUrl);
  if (!response.ok) throw new Error(`The local mailbox answered ${response.status}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
};

/** Every message to `address` (case-insensitive), oldest first. */
export const mailTo = async (address: string): Promise<MailboxMessage[]> =>
  (await mailbox()).filter((message) =>
    message.to.some((to) => to.toLowerCase().includes(address.toLowerCase())),
  );

/** The e-mails to `address` whose subject matches. */
export const mailWith = async (address: string, subject: RegExp) =>
  (await mailTo(address)).filter((message) => subject.test(message.subject));

/** Waits until exactly `count` e-mails to `address` match `subject`, then a moment more to see no more come. */
export const expectMail = async (address: string, subject: RegExp, count: number) => {
  await eventually(
    async () => ((await mailWith(address, subject)).length >= count ? true : undefined),
    20_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const received = await mailWith(address, subject);
  expect(received).toHaveLength(count);
  return received;
};

/** The first link of the plain-text part that starts with `prefix`. */
export const linkIn = (message: MailboxMessage, prefix: string): string | undefined =>
  message.text?.split(/\s+/).find((word) => word.startsWith(prefix));

/** The secret of a team invitation e-mail's link (`/team-invitations/{secret}`, 43 characters). */
export const teamInvitationSecretIn = (message: MailboxMessage | undefined): string | undefined =>
  /\/team-invitations\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];

/** Issue 35: the secret of a manager invitation e-mail's link (`/manager-invitations/{secret}`). */
export const managerInvitationSecretIn = (message: MailboxMessage | undefined): string | undefined =>
  /\/manager-invitations\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];

/** The URL inside List-Unsubscribe's angle brackets. */
export const listUnsubscribeUrl = (message: MailboxMessage): string | undefined =>
  /<(https?:[^>]+)>/.exec(message.headers['List-Unsubscribe'] ?? '')?.[1];

/** Puts every accepted bus entry whose detail has `field` = `value` on the bus again, `times` times. */
export const redeliver = async (field: string, value: string, times = 3): Promise<number> => {
  const entries = (await receivedByBus()).filter(
    (entry) =>
      entry.outcome === 'accepted' &&
      (entry.detail as Record<string, unknown> | undefined)?.[field] === value,
  );
  const client = new EventBridgeClient({
    endpoint: outputs().EventBridgeEndpoint,
    region: outputs().Region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  for (let i = 0; i < times; i++)
    for (const entry of entries)
      await client.send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: outputs().EventBusName,
              Source: entry.source,
              DetailType: entry.detailType,
              Detail: JSON.stringify(entry.detail),
            },
          ],
        }),
      );
  return entries.length;
};

/**
 * Puts catalogue events on the bus as the outbox publisher does (each with its `meta.eventId` and
 * `occurredAt`), ten per call (EventBridge's limit): events a test needs in an order the product would
 * not produce them in, or in numbers real requests would take minutes to.
 */
export const publishEvents = async (
  events: readonly { source: string; detailType: string; detail: object; eventId: string; at: Date }[],
): Promise<void> => {
  const client = new EventBridgeClient({
    endpoint: outputs().EventBridgeEndpoint,
    region: outputs().Region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  for (let start = 0; start < events.length; start += 10) {
    const put = await client.send(
      new PutEventsCommand({
        Entries: events.slice(start, start + 10).map((event) => ({
          EventBusName: outputs().EventBusName,
          Source: event.source,
          DetailType: event.detailType,
          Detail: JSON.stringify({
            ...event.detail,
            meta: { eventId: event.eventId, occurredAt: event.at.toISOString() },
          }),
        })),
      }),
    );
    if ((put.FailedEntryCount ?? 0) > 0) throw new Error('The local bus refused an event');
  }
};

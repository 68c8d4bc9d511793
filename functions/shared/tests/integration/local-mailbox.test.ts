/**
 * The local mailbox (issue 19): the product's SES v2 client, pointed at the local SES by SES_ENDPOINT as
 * in `npm start`, delivers into a mailbox a person reads at MailboxUrl and tests read at MailboxApiUrl.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { localOnlyFile } from '../../../../tests/support/local-only';
import { sendMail } from '../../mail/send-mail';

const { beforeAll, describe, it } = localOnlyFile('reads the local mailbox');

beforeAll(() => useCloudEnvironment());

const received = async () => {
  const response = await fetch(outputs().MailboxApiUrl);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: Record<string, unknown>[] }).messages;
};

describe('the local mailbox', () => {
  it('receives what sendMail sends: recipient, subject, text, HTML and headers', async () => {
    const to = `creator-${randomUUID().slice(0, 8)}@example.com`;
    const id = await sendMail({
      to,
      subject: 'Your application was approved',
      text: 'Glow Skincare approved your application.',
      html: '<p>Glow Skincare approved your application.</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const message = (await received()).find((m) => m.id === id);
    expect(message).toMatchObject({
      to: [to],
      from: expect.stringContaining('Affiliate Marketplace'),
      subject: 'Your application was approved',
      text: 'Glow Skincare approved your application.',
      html: '<p>Glow Skincare approved your application.</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });

  it('its viewer answers at MailboxUrl', async () => {
    const response = await fetch(outputs().MailboxUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});

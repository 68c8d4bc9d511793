/**
 * Issue 35, a team invitation's e-mail under the bus's at-least-once delivery and a double click: a
 * TeamInvitationSent delivered again (after its e-mail went out, or several times at once before) sends
 * one e-mail (the consumer claims the send before mailing it, then records it in `mailed_send`); two
 * resends at the same instant leave one pending invitation whose newest link works while every older one
 * is refused.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, eventually } from '../../../../tests/support/cloud';
import { entriesWith, healBus, outboxIdOf, rejectPutEvents } from '../../../../tests/support/local-bus';
import {
  expectMail,
  mailWith,
  publishEvents,
  redeliver,
  teamInvitationSecretIn,
} from '../../../../tests/support/mailbox';
import { json } from '../../../../tests/support/partnership';

const INVITED = /invited you to/;

let owner: TestBrand;
let faults: string[] = [];

beforeAll(async () => {
  owner = await brandWithProducts(0);
}, 60_000);

afterEach(async () => {
  for (const id of faults) await healBus(id);
  faults = [];
});

const address = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const invite = async (email: string): Promise<string> => {
  const invited = await api('/brand/members/invitations', {
    ...json('POST', { email, role: 'viewer' }),
    token: owner.token,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  return invited.body.invitation.id as string;
};

it('delivered again after its e-mail went out, the event sends nothing more', async () => {
  const email = address('redelivered');
  const id = await invite(email);
  const [mail] = await expectMail(email, INVITED, 1);
  const secret = teamInvitationSecretIn(mail);
  expect(await redeliver('invitationId', id, 3)).toBe(1);
  // Another invitation's event, put on the bus after the three: its e-mail arriving means the rule's
  // consumer (first come, first served) has taken up the redeliveries too.
  const marker = address('marker');
  await invite(marker);
  await expectMail(marker, INVITED, 1);
  await expectMail(email, INVITED, 1);
  // The same send: its link still opens the invitation.
  expect((await api(`/team-invitations/${secret}`)).status).toBe(200);
}, 60_000);

it('delivered several times at once before any e-mail went out, the event sends one e-mail', async () => {
  const email = address('at-once');
  // The bus refuses this invitation's event at first, so that the copies below are its first deliveries.
  faults.push(await rejectPutEvents({ 'detail-type': ['TeamInvitationSent'], detail: { email: [email] } }));
  const id = await invite(email);
  const refused = await eventually(async () => (await entriesWith('invitationId', id)).rejected[0]);
  const eventId = outboxIdOf(refused);
  expect(eventId).toBeDefined();
  await healBus(faults.pop() as string);
  const event = {
    source: refused.source as string,
    detailType: refused.detailType as string,
    detail: refused.detail as object,
    eventId: eventId as string,
    at: new Date(),
  };
  // One PutEvents of four copies: the bus delivers them to the consumer at once (its rule runs up to 8).
  await publishEvents([event, event, event, event]);
  // The outbox publisher's own retry of the refused put delivers it once more, later: still one e-mail.
  await expectMail(email, INVITED, 1);
  await eventually(async () =>
    (await entriesWith('invitationId', id)).accepted.length >= 5 ? true : undefined,
  );
  await expectMail(email, INVITED, 1);
}, 90_000);

it('two resends at the same instant leave one pending invitation; only the newest link opens it', async () => {
  const email = address('resent-twice');
  const id = await invite(email);
  const [first] = await expectMail(email, INVITED, 1);
  const resend = () =>
    api(`/brand/members/invitations/${id}/resend`, { ...json('POST'), token: owner.token });
  const answers = await Promise.all([resend(), resend()]);
  // One wins; the other is either told the invitation changed meanwhile or, had it come second, resent it again.
  for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
  const won = answers.filter((answer) => answer.status === 200);
  expect(won.length).toBeGreaterThanOrEqual(1);
  for (const lost of answers.filter((answer) => answer.status === 409))
    expect(lost.body.error.message).toBe('The invitation changed meanwhile. Reload and try again.');

  const team = await api('/brand/members', { token: owner.token });
  const pending = team.body.invitations.filter((invitation: { email: string }) => invitation.email === email);
  expect(pending).toHaveLength(1);
  const newest = won
    .map((answer) => answer.body.invitation.sent_at as string)
    .sort()
    .at(-1);
  expect(pending[0]).toMatchObject({ id, sent_at: newest });

  // The newest send is e-mailed (an older one only if its e-mail went before the newer resend committed).
  await eventually(async () => ((await mailWith(email, INVITED)).length >= 2 ? true : undefined));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const mails = await mailWith(email, INVITED);
  expect(mails.length).toBeLessThanOrEqual(1 + won.length);
  expect(teamInvitationSecretIn(mails[0])).toBe(teamInvitationSecretIn(first));
  const secrets = mails.map(teamInvitationSecretIn);
  expect(new Set(secrets).size).toBe(secrets.length);
  const opened = await Promise.all(
    secrets.map(async (secret) => (await api(`/team-invitations/${secret}`)).status),
  );
  expect(opened.at(-1)).toBe(200);
  expect(opened.slice(0, -1).every((status) => status === 404)).toBe(true);
}, 90_000);

/**
 * Issue 35 over the wire: a brand's notices go to the members whose role they concern, each in their own
 * bell, e-mail and digest. An invoice reaches the owner and finance, an application the owner and the
 * manager; the viewer hears of neither. A redelivered event tells each once; a decision settles the ask
 * for everyone it was sent to, even a member whose role changed since; a removed member is told nothing
 * more; a brand made before teams (no member items) still tells its creator, `brand.user_id`.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandRole } from '../../../../contracts/brand-roles';
import { catalogue, type EventDetail, type EventName } from '../../../../events/catalogue';
import { brandMember, userMembership } from '../../../../functions/shared/tenancy/entities/membership';
import { teamCounts } from '../../../../functions/shared/tenancy/entities/team-counts';
import { brandNameOf, brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, eventually, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import { expectMail, mailTo, publishEvents, teamInvitationSecretIn } from '../../../../tests/support/mailbox';
import { json } from '../../../../tests/support/partnership';
import { getDigest } from '../../entities/digest';

interface Bell {
  id: string;
  kind: string;
  title: string;
  created_at: string;
  read_at: string | null;
  brand_id: string | null;
}

type Person = { token: string; userId: string; email: string };
type Invited = Exclude<BrandRole, 'owner'>;

let brand: TestBrand;
let brandName: string;
let owner: Person;
const team = {} as Record<'manager' | 'finance' | 'viewer' | 'leaver', Person>;

const bellOf = async (person: Person, kind: string, eventId: string): Promise<Bell[]> =>
  ((await api('/notifications', { token: person.token })).body.notifications as Bell[]).filter(
    (n) => n.kind === kind && n.id.startsWith(`${eventId}.`),
  );

const personOf = async (token: string): Promise<Person> => {
  const me = (await api('/me', { token })).body;
  return { token, userId: me.id, email: me.email };
};

/** Invites a new brand user as `role`, reads the link from the e-mail, and accepts it. */
const join = async (role: Invited): Promise<Person> => {
  const { user, token } = await signedUpUser('brand', { firstName: `Notice ${role}` });
  const invited = await api('/brand/members/invitations', {
    ...json('POST', { email: user.email, role }),
    token: owner.token,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const [mail] = await expectMail(user.email, /invited you to/, 1);
  const secret = teamInvitationSecretIn(mail);
  const accepted = await api(`/team-invitations/${secret}/accept`, { ...json('POST'), token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return personOf(token);
};

/** Puts one event on the bus as the outbox does; the same `eventId` again is a redelivery. */
const publish = <N extends EventName>(name: N, detail: EventDetail<N>, eventId: string) =>
  publishEvents([
    {
      source: catalogue[name].source,
      detailType: catalogue[name].detailType,
      detail,
      eventId,
      at: new Date(),
    },
  ]);

/** Waits until each of `told` has the event's notice, then a moment more: the others must have none. */
const expectTold = async (kind: string, eventId: string, told: Person[], untold: Person[]) => {
  const items = await eventually(async () => {
    const found = await Promise.all(told.map((person) => bellOf(person, kind, eventId)));
    return found.every((list) => list.length > 0) ? found : undefined;
  }, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  for (const person of untold) expect(await bellOf(person, kind, eventId)).toEqual([]);
  for (const person of told) expect(await bellOf(person, kind, eventId)).toHaveLength(1);
  return items.map((list) => list[0] as Bell);
};

const applicationOf = (suffix: string): EventDetail<'ApplicationSubmitted'> => ({
  version: 1,
  applicationId: `${randomUUID()}.${brand.productIds[0]}`,
  creatorId: randomUUID(),
  creatorUsername: `applicant${suffix}`,
  productId: brand.productIds[0] as string,
  productName: 'Test product 1',
  brandId: brand.brandId,
});

const invoice = (brandId: string): EventDetail<'InvoicePaid'> => ({
  version: 1,
  brandId,
  period: '2026-10',
  invoiceNumber: `INV-${randomUUID().slice(0, 8).toUpperCase()}`,
  amountCents: 12_345,
  dueAt: '2026-11-15T00:00:00.000Z',
});

beforeAll(async () => {
  useCloudEnvironment();
  brand = await brandWithProducts(1, { firstName: 'Owner' });
  owner = await personOf(brand.token);
  brandName = await brandNameOf(brand);
  for (const role of ['manager', 'finance', 'viewer'] as const) team[role] = await join(role);
  team.leaver = await join('manager');
}, 180_000);

describe("a brand's notices by role", () => {
  it('an invoice reaches the owner and finance, each by e-mail, and names the brand; a redelivery tells no one again', async () => {
    const paid = invoice(brand.brandId);
    const eventId = `evt_team_invoice_${randomUUID()}`;
    await publish('InvoicePaid', paid, eventId);
    await publish('InvoicePaid', paid, eventId);
    const told = await expectTold(
      'invoice_paid',
      eventId,
      [owner, team.finance],
      [team.manager, team.viewer],
    );
    for (const notice of told) {
      expect(notice.title).toBe(`${brandName} · Invoice ${paid.invoiceNumber} is paid`);
      expect(notice.brand_id).toBe(brand.brandId);
    }
    // Money is locked: each recipient's own e-mail, once however often the event came.
    for (const person of [owner, team.finance])
      await expectMail(person.email, new RegExp(`Invoice ${paid.invoiceNumber} is paid`), 1);
    for (const person of [team.manager, team.viewer])
      expect((await mailTo(person.email)).filter((m) => m.subject.includes(paid.invoiceNumber))).toEqual([]);
  }, 90_000);

  it("an application reaches the owner and the manager, and its decision settles it for both, though the manager's role changed since", async () => {
    const application = applicationOf('a');
    const eventId = `evt_team_application_${randomUUID()}`;
    await publish('ApplicationSubmitted', application, eventId);
    const asked = await expectTold(
      'application_received',
      eventId,
      [owner, team.manager],
      [team.finance, team.viewer],
    );
    expect(asked.map((n) => n.read_at)).toEqual([null, null]);
    expect(asked[0]?.title).toBe(`${brandName} · @applicanta wants to promote Test product 1`);

    // Redelivered: each is told once.
    await publish('ApplicationSubmitted', application, eventId);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const person of [owner, team.manager])
      expect(await bellOf(person, 'application_received', eventId)).toHaveLength(1);

    // The manager is a viewer by the time the owner denies it: their notice is done too.
    const lowered = await api(`/brand/members/${team.manager.userId}/role`, {
      ...json('PUT', { role: 'viewer' }),
      token: owner.token,
    });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    try {
      await publish(
        'ApplicationDenied',
        {
          version: 1,
          applicationId: application.applicationId,
          creatorId: application.creatorId,
          productId: application.productId,
          brandId: brand.brandId,
        },
        `evt_team_denied_${randomUUID()}`,
      );
      await eventually(async () => {
        const [mine, theirs] = await Promise.all([
          bellOf(owner, 'application_received', eventId),
          bellOf(team.manager, 'application_received', eventId),
        ]);
        return mine[0]?.read_at && theirs[0]?.read_at ? true : undefined;
      }, 30_000);
    } finally {
      await api(`/brand/members/${team.manager.userId}/role`, {
        ...json('PUT', { role: 'manager' }),
        token: owner.token,
      });
    }
  }, 90_000);

  it("a creator's messages fold into each program member's own digest", async () => {
    const eventId = `evt_team_message_${randomUUID()}`;
    await publish(
      'ThreadMessageSent',
      {
        version: 1,
        messageId: `msg_${randomUUID()}`,
        brandId: brand.brandId,
        creatorId: randomUUID(),
        sender: 'creator',
        creatorUsername: 'writer',
        brandName,
        subject: null,
        preview: 'Hello team!',
      },
      eventId,
    );
    const told = await expectTold(
      'message_received',
      eventId,
      [owner, team.manager],
      [team.finance, team.viewer],
    );
    // Each person's digest of the day they were told (a day each, should they straddle midnight).
    for (const [i, person] of [owner, team.manager].entries()) {
      const day = told[i]?.created_at.slice(0, 10);
      const digest = await getDigest(person.userId, `${day}#messages`);
      expect(digest?.to).toBe(person.email);
      expect(JSON.stringify(digest?.lines)).toContain(`${brandName} · @writer: “Hello team!”`);
    }
  }, 90_000);

  it('a removed member is told nothing after their removal', async () => {
    const removed = await api(`/brand/members/${team.leaver.userId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    const eventId = `evt_team_after_removal_${randomUUID()}`;
    await publish('ApplicationSubmitted', applicationOf('b'), eventId);
    await expectTold('application_received', eventId, [owner, team.manager], [team.leaver]);
  }, 90_000);
});

describe('a brand made before teams', () => {
  it('with no member items, still tells its creator', async () => {
    const early = await brandWithProducts(1);
    const creator = await personOf(early.token);
    // As such a brand is stored: the brand and its creator, no team (tenancy/brand-access.ts).
    await Promise.all([
      brandMember.delete({ brand_id: early.brandId, user_id: creator.userId }).go(),
      userMembership.delete({ user_id: creator.userId, brand_id: early.brandId }).go(),
      teamCounts.delete({ brand_id: early.brandId }).go(),
    ]);
    const eventId = `evt_team_early_${randomUUID()}`;
    await publish('InvoicePaid', invoice(early.brandId), eventId);
    const [notice] = await expectTold('invoice_paid', eventId, [creator], []);
    expect(notice?.brand_id).toBe(early.brandId);
  }, 90_000);
});

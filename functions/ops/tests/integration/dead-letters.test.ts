/**
 * Issue 36: dead-lettered events in the operator console, over the wire against the local cloud. A rule's
 * consumer is made to fail for this file's own events (the local bus's fault hook), so they are retried
 * and dead-lettered; the console lists each with its rule and error, and replays it exactly once: two
 * operators clicking at the same moment send it back once (one 202, one 409), a later click is refused,
 * and the bus received one replay of it. The replay reaches only the rule it failed in, and its effect
 * (the brand's notification) is there once. Every replay leaves an entry in the operators' audit log.
 */
import { expect } from 'vitest';
import { ALREADY_REPLAYED_MESSAGE } from '../../../../contracts/ops';
import type { TestBrand } from '../../../../tests/support/brand';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { failDeliveries, healBus, receivedByBus, rejectPutEvents } from '../../../../tests/support/local-bus';
import { localOnlyFile } from '../../../../tests/support/local-only';
import { signedUpOperator } from '../../../../tests/support/operators';
import { brandWithLiveProducts, json, onboardedCreator } from '../../../../tests/support/partnership';
import { listOpsAuditEntries } from '../../../shared/audit/ops-audit-entry';

const { afterAll, beforeAll, describe, it } = localOnlyFile(
  "makes a consumer fail with the local bus's faults",
);

interface Letter {
  id: string;
  rule: string;
  event_type: string;
  error: string;
  state: string;
  replayed_by: string | null;
  detail: { brandId?: string; applicationId?: string };
}

let operator: { token: string };
let operatorId: string;
const faults: string[] = [];

const operations = async () => (await api('/ops/dead-letters', { token: operator.token })).body;
const lettersOf = async (brand: TestBrand): Promise<Letter[]> =>
  ((await operations()).rules as { dead_letters: Letter[] }[])
    .flatMap((group) => group.dead_letters)
    .filter((letter) => letter.detail.brandId === brand.brandId);

const replay = (id: string) =>
  api(`/ops/dead-letters/${id}/replay`, { ...json('POST'), token: operator.token });

/** The brand's bell: its notices that a creator applied. */
const applicationNotices = async (brand: TestBrand) =>
  ((await api('/notifications', { token: brand.token })).body.notifications as { kind: string }[]).filter(
    (notice) => notice.kind === 'application_received',
  );

/** How many times the bus received a replay of this dead letter. */
const replaysOnBus = async (id: string) =>
  (await receivedByBus()).filter(
    (entry) =>
      entry.detailType === 'DeadLetterReplayRequested' &&
      entry.outcome === 'accepted' &&
      (entry.detail as { deadLetterId?: string }).deadLetterId === id,
  ).length;

/** A brand whose NotifyPeople deliveries fail (its own events only), and a creator applying to it. */
const failingBrand = async (products: number) => {
  const [brand, creator] = await Promise.all([brandWithLiveProducts(products), onboardedCreator()]);
  faults.push(
    await failDeliveries('NotifyPeople', {
      'detail-type': ['ApplicationSubmitted'],
      detail: { brandId: [brand.brandId] },
    }),
  );
  for (const productId of brand.liveProductIds) {
    const applied = await api('/creator/applications', {
      ...json('POST', { brand_id: brand.brandId, product_id: productId }),
      token: creator.token,
    });
    expect(applied.status).toBe(201);
  }
  // Retried 200 ms, 1 s and 5 s apart, then dead-lettered and recorded.
  const letters = await eventually(async () => {
    const found = await lettersOf(brand);
    return found.length === products ? found : undefined;
  });
  return { brand, letters, fault: faults[faults.length - 1] as string };
};

beforeAll(async () => {
  useCloudEnvironment();
  operator = await signedUpOperator();
  operatorId = (await api('/me', { token: operator.token })).body.id;
}, 60_000);

afterAll(async () => {
  for (const id of faults) await healBus(id).catch(() => undefined);
});

describe('a dead-lettered event', () => {
  it('is listed under its rule with its error, and replayed exactly once however often it is clicked', async () => {
    const { brand, letters, fault } = await failingBrand(1);
    const [letter] = letters as [Letter];
    expect(letter).toMatchObject({
      rule: 'NotifyPeople',
      event_type: 'ApplicationSubmitted',
      state: 'waiting',
    });
    expect(letter.error).toContain('Local fault: NotifyPeople fails for this event');
    const group = (
      (await operations()).rules as { rule: string; description: string; waiting: number }[]
    ).find((candidate) => candidate.rule === 'NotifyPeople');
    expect(group?.description).toMatch(/\w/);
    expect(group?.waiting).toBeGreaterThanOrEqual(1);
    // The consumer never ran to the end: the brand was not told.
    expect(await applicationNotices(brand)).toEqual([]);

    // The consumer is fixed; two operators (or two clicks) replay at the same moment.
    await healBus(fault);
    const answers = await Promise.all([replay(letter.id), replay(letter.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error).toEqual({ code: 'conflict', message: ALREADY_REPLAYED_MESSAGE });
    expect(answers.find((answer) => answer.status === 202)?.body.dead_letter).toMatchObject({
      id: letter.id,
      state: 'replayed',
    });

    // Its effect, once: the brand's notice arrives, through the one rule it failed in.
    await eventually(async () => ((await applicationNotices(brand)).length === 1 ? true : undefined));
    expect((await replay(letter.id)).status).toBe(409);
    expect(await replaysOnBus(letter.id)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await applicationNotices(brand)).toHaveLength(1);

    const [listed] = await lettersOf(brand);
    expect(listed).toMatchObject({ id: letter.id, state: 'replayed', replayed_by: 'Ada Lovelace' });
    const audit = (await listOpsAuditEntries(200)).filter((entry) => entry.subject_id === letter.id);
    expect(audit).toEqual([
      expect.objectContaining({ kind: 'dead_letter.replayed', actor_type: 'operator', actor_id: operatorId }),
    ]);
  });

  it('is 404 when unknown, and a malformed id is 400', async () => {
    expect((await replay('DL0000000000ZZZZZZZZZZZZZZZZ')).status).toBe(404);
    expect((await replay('not-an-id')).status).toBe(400);
  });
});

describe('Replay all of a rule', () => {
  it('sends every waiting one back once; a second Replay all sends none of them again', async () => {
    const { brand, letters, fault } = await failingBrand(2);
    await healBus(fault);
    const first = await api('/ops/dead-letters/replay-all', {
      ...json('POST', { rule: 'NotifyPeople' }),
      token: operator.token,
    });
    expect(first.status).toBe(202);
    expect(first.body.replayed).toBeGreaterThanOrEqual(2);
    expect((await lettersOf(brand)).map((letter) => letter.state)).toEqual(['replayed', 'replayed']);
    await eventually(async () => ((await applicationNotices(brand)).length === 2 ? true : undefined));

    const second = await api('/ops/dead-letters/replay-all', {
      ...json('POST', { rule: 'NotifyPeople' }),
      token: operator.token,
    });
    expect(second.status).toBe(202);
    for (const letter of letters) expect(await replaysOnBus(letter.id)).toBe(1);
    expect(await applicationNotices(brand)).toHaveLength(2);
  });
});

describe("the outbox's backlog", () => {
  it('counts events written and not yet on the bus, with the oldest one’s time', async () => {
    const [brand, creator] = await Promise.all([brandWithLiveProducts(1), onboardedCreator()]);
    // The bus refuses this brand's event: its outbox item stays pending (the sweep publishes it once healed).
    faults.push(
      await rejectPutEvents({
        'detail-type': ['ApplicationSubmitted'],
        detail: { brandId: [brand.brandId] },
      }),
    );
    const writtenBy = new Date(Date.now() + 1_000).toISOString();
    const applied = await api('/creator/applications', {
      ...json('POST', { brand_id: brand.brandId, product_id: brand.liveProductIds[0] }),
      token: creator.token,
    });
    expect(applied.status).toBe(201);
    // Past the stream publisher's first attempts, it is still pending.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { outbox } = await operations();
    expect(outbox.pending).toBeGreaterThanOrEqual(1);
    expect(outbox.oldest_pending_at <= writtenBy).toBe(true);
  });
});

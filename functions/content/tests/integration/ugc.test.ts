/**
 * UGC over the wire (spec 2.4, 2.5, 3, 5): a brand's requests (create, list newest first with their
 * submissions, close), creators' submissions (for an open request or unrequested), and the brand's
 * guarded decisions. Approval writes the content licence, the creator's payment in the ledger (billed on
 * the brand's next invoice, payable once paid) and a UgcSubmissionApproved event, in one transaction.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, onboardedCreator, type TestBrand } from '../../../../tests/support/brand';
import { api, documentClient, eventually, outputs } from '../../../../tests/support/cloud';
import { entriesWith } from '../../../../tests/support/local-bus';
import { brandWithStore, json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  firstOfMonth,
  forBrands,
  invoicesOf,
  payInvoice,
  payoutsOf,
  runSchedule,
} from '../../../../tests/support/payouts';
import { earningsOf } from '../../../../tests/support/sales';

let brand: StoreBrand;
let brandB: TestBrand;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
let creatorB: Awaited<ReturnType<typeof onboardedCreator>>;

const validRequest = {
  title: 'Unboxing reel',
  description: 'A 30-second reel unboxing our bestseller.',
  budget_cents: 15_050,
  licensing_terms: 'Organic and paid social, worldwide.',
  licensing_duration_months: 6,
  duration_seconds: 30,
  deadline: null,
};

const brandUgc = async (token = brand.token) => (await api('/brand/ugc-requests', { token })).body;
const createRequest = (body: unknown, token = brand.token) =>
  api('/brand/ugc-requests', { ...json('POST', body), token });
const submit = (body: Record<string, unknown>, token = creator.token) =>
  api('/creator/ugc-submissions', {
    ...json('POST', { brand_id: brand.brandId, ...body }),
    token,
  });
const mySubmissions = async (token = creator.token) =>
  (await api('/creator/ugc-submissions', { token })).body.submissions as { id: string; status: string }[];
const decide = (id: string, decision: 'approve' | 'reject', body?: unknown, token = brand.token) =>
  api(`/brand/ugc-submissions/${id}/${decision}`, { ...json('POST', body), token });
const content = (n: number) => ({
  content_url: `https://www.instagram.com/reel/ugc-test-${n}`,
  content_description: `Take ${n}: unboxing in natural light.`,
});

beforeAll(async () => {
  [brand, brandB, creator, creatorB] = await Promise.all([
    brandWithStore(1),
    brandWithProducts(0),
    onboardedCreator(),
    onboardedCreator(),
  ]);
}, 120_000);

describe('UGC requests (brand)', () => {
  it('Create Request refuses a missing title, description or budget and bad values, with the message, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...validRequest, title: '  ' }, 'title', 'Please enter a title'],
      [{ ...validRequest, description: undefined }, 'description', 'Please enter a description'],
      [
        { ...validRequest, budget_cents: undefined },
        'budget_cents',
        'Please enter a budget between $0.01 and $100,000.00',
      ],
      [
        { ...validRequest, budget_cents: 0 },
        'budget_cents',
        'Please enter a budget between $0.01 and $100,000.00',
      ],
      [
        { ...validRequest, budget_cents: 12.5 },
        'budget_cents',
        'Please enter a budget between $0.01 and $100,000.00',
      ],
      [
        { ...validRequest, content_type: 'photo' },
        'content_type',
        'Content type must be one of reel, post, story, video, tiktok',
      ],
      [{ ...validRequest, deadline: '2026-02-30' }, 'deadline', 'Deadline must be a date (YYYY-MM-DD)'],
      [{ ...validRequest, deadline: '2020-01-01' }, 'deadline', 'Deadline cannot be in the past'],
      [
        { ...validRequest, licensing_duration_months: 0 },
        'licensing_duration_months',
        'Licence duration must be a whole number of months from 1 to 120',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await createRequest(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.fields[field]).toEqual(message);
    }
    const unknown = await createRequest({ ...validRequest, surprise: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_failed');
    expect((await brandUgc()).requests).toEqual([]);
  });

  it('a brand without a connected store cannot post a request (creators would never see it)', async () => {
    const response = await createRequest(validRequest, brandB.token);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('store_not_connected');
    expect((await brandUgc(brandB.token)).requests).toEqual([]);
  });

  it('creates open requests (content type defaults to reel, licence to 12 months) listed newest first', async () => {
    const first = await createRequest({
      title: 'Morning routine',
      description: 'Show the serum in your morning routine.',
      budget_cents: 5000,
    });
    expect(first.status).toBe(201);
    expect(first.body.request).toMatchObject({
      status: 'open',
      content_type: 'reel',
      budget_cents: 5000,
      licensing_duration_months: 12,
      licensing_terms: null,
      deadline: null,
      duration_seconds: null,
      brand_id: brand.brandId,
    });
    const deadline = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const second = await createRequest({ ...validRequest, content_type: 'tiktok', deadline });
    expect(second.status).toBe(201);
    expect(second.body.request).toMatchObject({ content_type: 'tiktok', deadline, budget_cents: 15_050 });
    const listed = await brandUgc();
    expect(listed.requests.map((r: { id: string }) => r.id)).toEqual([
      second.body.request.id,
      first.body.request.id,
    ]);
    expect(listed.requests[0].submissions).toEqual([]);
  });

  it('creators see open requests in Explore and on the brand profile; another brand sees none of them', async () => {
    const { requests } = await brandUgc();
    const open = (await api('/creator/ugc-requests', { token: creator.token })).body.requests;
    expect(open.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(requests.map((r: { id: string }) => r.id)),
    );
    const profile = await api(`/creator/brands/${brand.brandId}/ugc-requests`, { token: creator.token });
    expect(profile.body.requests.map((r: { id: string }) => r.id)).toEqual(
      requests.map((r: { id: string }) => r.id),
    );
    expect((await brandUgc(brandB.token)).requests).toEqual([]);
    // A brand without a connected store has no profile for creators.
    expect(
      (await api(`/creator/brands/${brandB.brandId}/ugc-requests`, { token: creator.token })).status,
    ).toBe(404);
  });
});

describe('submissions and decisions', () => {
  let requestId: string;
  let approvedId: string;

  beforeAll(async () => {
    requestId = (await brandUgc()).requests.find((r: { title: string }) => r.title === validRequest.title).id;
  });

  it('Submit Content needs the URL and description (exact messages) and writes nothing without them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ content_description: 'x' }, 'content_url', 'Please enter the content URL'],
      [{ content_url: 'https://x.test/a' }, 'content_description', 'Please enter a description'],
      [
        { ...content(0), content_url: 'not a url' },
        'content_url',
        'Content URL must be a full URL starting with https://',
      ],
      [
        { ...content(0), content_type: 'gif' },
        'content_type',
        'Content type must be one of reel, post, story, video, tiktok, photo',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await submit(body);
      expect(response.status).toBe(400);
      expect(response.body.error.fields[field]).toBe(message);
    }
    expect((await submit({ ...content(0), product_id: 'nope' })).status).toBe(404);
    expect((await submit({ ...content(0), ugc_request_id: 'UR_missing' })).status).toBe(404);
    expect(await mySubmissions()).toEqual([]);
  });

  it('a submission for a request copies its title and budget; type and product are stored; only the creator lists it', async () => {
    const productId = brand.liveProductIds[0] as string;
    const response = await submit({
      ...content(1),
      ugc_request_id: requestId,
      content_type: 'reel',
      product_id: productId,
    });
    expect(response.status).toBe(201);
    expect(response.body.submission).toMatchObject({
      status: 'pending',
      ugc_request_id: requestId,
      request_title: validRequest.title,
      budget_cents: validRequest.budget_cents,
      content_type: 'reel',
      product_id: productId,
      product_name: expect.any(String),
      creator_id: creator.creator.id,
      creator_username: creator.creator.username,
    });
    approvedId = response.body.submission.id;
    expect((await mySubmissions()).map((s) => s.id)).toEqual([approvedId]);
    expect(await mySubmissions(creatorB.token)).toEqual([]);
    const listed = (await brandUgc()).requests.find((r: { id: string }) => r.id === requestId);
    expect(listed.submissions.map((s: { id: string }) => s.id)).toEqual([approvedId]);
  });

  it('another brand can neither decide nor see the submission (404) and it stays pending', async () => {
    expect((await decide(approvedId, 'approve', {}, brandB.token)).status).toBe(404);
    expect((await decide(approvedId, 'reject', { feedback: 'No' }, brandB.token)).status).toBe(404);
    expect((await mySubmissions()).find((s) => s.id === approvedId)?.status).toBe('pending');
  });

  it('concurrent approvals: exactly one wins; the licence, the ledger payment and the event are written once', async () => {
    const before = (await payoutsOf(creator.token)).summary.content_earnings_cents as number;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => decide(approvedId, 'approve', { feedback: 'Love it!' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const won = answers.find((a) => a.status === 200)?.body.submission;
    expect(won).toMatchObject({
      status: 'approved',
      brand_feedback: 'Love it!',
      payment_amount_cents: 15_050,
    });
    const starts = new Date(won.licence.starts_at);
    const ends = new Date(starts);
    ends.setUTCMonth(ends.getUTCMonth() + 6);
    expect(won.licence).toMatchObject({
      submission_id: approvedId,
      ugc_request_id: requestId,
      licensing_terms: validRequest.licensing_terms,
      licensing_duration_months: 6,
      payment_cents: 15_050,
      payment_status: 'billed',
      creator_id: creator.creator.id,
    });
    if (starts.getUTCDate() <= 28) expect(won.licence.ends_at).toBe(ends.toISOString());
    const licence = await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: { pk: `BRAND#${brand.brandId}`, sk: `LICENCE#${approvedId}` },
      }),
    );
    expect(licence.Item).toMatchObject({ payment_cents: 15_050, ends_at: won.licence.ends_at });
    // Deciding again, either way, is a 409.
    const again = await decide(approvedId, 'reject', { feedback: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This submission was already approved.');
    // The ledger: one UGC entry, pending until the brand's invoice is paid; Content Earnings.
    const entries = (await earningsOf(creator.token)).entries.filter(
      (e: { kind: string }) => e.kind === 'ugc',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ commission_cents: 15_050, status: 'pending' });
    expect((await payoutsOf(creator.token)).summary.content_earnings_cents).toBe(before + 15_050);
    // The submission's own event (UgcContentSubmitted) carries its id too.
    const events = await eventually(async () => {
      const { accepted } = await entriesWith('submissionId', approvedId);
      const approvals = accepted.filter((entry) => entry.detailType === 'UgcSubmissionApproved');
      return approvals.length ? approvals : undefined;
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      detailType: 'UgcSubmissionApproved',
      detail: expect.objectContaining({ creatorId: creator.creator.id, brandId: brand.brandId, version: 1 }),
    });
  });

  it('reject needs feedback, then records it; the creator sees the status and feedback', async () => {
    const { body } = await submit({ ...content(2), ugc_request_id: requestId });
    const missing = await decide(body.submission.id, 'reject', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.feedback).toBe('Please enter feedback for the creator');
    const rejected = await decide(body.submission.id, 'reject', { feedback: 'Too dark, sorry.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.submission).toMatchObject({
      status: 'rejected',
      brand_feedback: 'Too dark, sorry.',
      licence: null,
    });
    expect((await decide(body.submission.id, 'approve', {})).status).toBe(409);
    const mine = (await api('/creator/ugc-submissions', { token: creator.token })).body.submissions;
    expect(mine.find((s: { id: string }) => s.id === body.submission.id)).toMatchObject({
      status: 'rejected',
      brand_feedback: 'Too dark, sorry.',
    });
  });

  it('unrequested content: approval records a licence paying 0 and writes no ledger entry', async () => {
    const { body } = await submit({ ...content(3), content_type: 'photo' }, creatorB.token);
    expect(body.submission).toMatchObject({
      ugc_request_id: null,
      budget_cents: null,
      content_type: 'photo',
    });
    expect((await brandUgc()).unrequested_submissions.map((s: { id: string }) => s.id)).toEqual([
      body.submission.id,
    ]);
    const approved = await decide(body.submission.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.submission.licence).toMatchObject({
      payment_cents: 0,
      payment_status: 'none',
      licensing_duration_months: 12,
    });
    expect((await earningsOf(creatorB.token)).entries).toEqual([]);
    expect((await payoutsOf(creatorB.token)).summary.content_earnings_cents).toBe(0);
  });

  it("closing a request takes it off creators' lists and refuses new submissions; closing twice is 409", async () => {
    const closed = await api(`/brand/ugc-requests/${requestId}/close`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.request).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const open = (await api('/creator/ugc-requests', { token: creator.token })).body.requests;
    expect(open.map((r: { id: string }) => r.id)).not.toContain(requestId);
    const profile = (await api(`/creator/brands/${brand.brandId}/ugc-requests`, { token: creator.token }))
      .body;
    expect(profile.requests.map((r: { id: string }) => r.id)).not.toContain(requestId);
    const count = (await mySubmissions()).length;
    const late = await submit({ ...content(4), ugc_request_id: requestId });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This request is closed and no longer takes submissions.');
    expect(await mySubmissions()).toHaveLength(count);
    expect(
      (await api(`/brand/ugc-requests/${requestId}/close`, { ...json('POST'), token: brand.token })).status,
    ).toBe(409);
    expect(
      (await api(`/brand/ugc-requests/${requestId}/close`, { ...json('POST'), token: brandB.token })).status,
    ).toBe(404);
    // The brand still lists it, with its submissions.
    expect(
      (await brandUgc()).requests.find((r: { id: string }) => r.id === requestId).submissions,
    ).toHaveLength(2);
  });

  it("the payment is a 'UGC payments' line on the brand's next invoice and becomes payable once it is paid", async () => {
    const period = new Date().toISOString().slice(0, 7);
    // The payment has no hold (the content is delivered): the release run makes it wait for the invoice.
    await runSchedule('ReleaseMaturedCommissions', new Date().toISOString(), forBrands(brand));
    await runSchedule('BillMonth', firstOfMonth(1), forBrands(brand));
    // The invoice is made by a consumer of the billing run's event: 60 s, as payInvoice waits (CI run T
    // took over 20 s).
    const invoice = await eventually(
      async () => (await invoicesOf(brand.token)).find((candidate) => candidate.period === period),
      60_000,
    );
    const full = (await api('/brand/invoices', { token: brand.token })).body.invoices.find(
      (candidate: { period: string }) => candidate.period === period,
    );
    expect(full.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'ugc_payments', amount_cents: 15_050 })]),
    );
    expect(invoice.amount_cents).toBeGreaterThanOrEqual(15_050);
    await payInvoice(brand, period);
    await eventually(async () => {
      const entry = (await earningsOf(creator.token)).entries.find((e: { kind: string }) => e.kind === 'ugc');
      return entry?.status === 'available' ? entry : undefined;
    }, 20_000);
    const summary = (await payoutsOf(creator.token)).summary;
    expect(summary.content_earnings_cents).toBe(15_050);
    expect(summary.pending_payouts_cents).toBeGreaterThanOrEqual(15_050);
  }, 60_000);
});

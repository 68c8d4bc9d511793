import * as z from 'zod/mini';

/**
 * A commission cut with notice (issue 21, contracts/rate-schedule.ts): announced when a brand lowers a
 * product's rate or a creator's terms (the cut takes effect at `effectiveAt`), withdrawn when the brand
 * cancels it, or raises the rate, before that date. Written in the transaction of the rate's change; the
 * partners it concerns are told (functions/notifications/consumers/notify-partners-of-commission-cut):
 * every creator with a link on the product, or the one creator whose terms changed.
 */
const id = z.string().check(z.minLength(1));

const commissionCutV1 = z
  .object({
    version: z.literal(1),
    /**
     * Names this announcement (or withdrawal): the partners' notifications take their ids from it, so a
     * redelivery, or the continuation of a long fan-out, tells nobody twice.
     */
    cutId: id,
    brandId: id,
    /** The product whose rate (or the creator's terms for it) is cut; null: the creator's terms for every product. */
    productId: z.nullable(id),
    /** Per-creator terms: only this creator is told. Absent: every partner with a link on the product. */
    creatorId: z.optional(id),
    /** The rate in force now, and the rate announced (withdrawn: the rate that no longer comes). */
    fromPercentage: z.number(),
    toPercentage: z.number(),
    /** When the cut takes (or would have taken) effect, ISO 8601 UTC. */
    effectiveAt: z.string(),
    /**
     * The product leaves the program (contracts/program-schedule.ts), paused or deleted: its partners
     * earn `fromPercentage` on orders placed before `effectiveAt`, nothing after. Absent: a rate cut.
     */
    leaving: z.optional(z.enum(['paused', 'deleted'])),
    /**
     * The brand's performance tiers or milestone bonuses (tiers.ts) are cut: every partner of the brand
     * is told. The percentages are the best tier rate before and after (0 for milestones).
     */
    program: z.optional(z.enum(['tiers', 'milestones'])),
    /** A continuation of the fan-out: the product's partners after this page cursor. */
    after: z.optional(z.string()),
  })
  .check(
    z.refine(
      (detail) => detail.productId !== null || detail.creatorId !== undefined || detail.program !== undefined,
      {
        message:
          'A cut of every product is a creator’s terms or the program’s: it names the creator or the program',
      },
    ),
  );

export const commissionCutAnnouncedV1 = commissionCutV1;
export const commissionCutWithdrawnV1 = commissionCutV1;
export type CommissionCutV1 = z.infer<typeof commissionCutV1>;

export const commissionCutAnnouncedExample: CommissionCutV1 = {
  version: 1,
  cutId: 'cut_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  productId: 'pr_0123456789abcdef01234567',
  fromPercentage: 20,
  toPercentage: 15,
  effectiveAt: '2026-12-03T10:00:00.000Z',
};

export const commissionCutWithdrawnExample: CommissionCutV1 = {
  ...commissionCutAnnouncedExample,
  cutId: 'cut_01JD0000000000000000000001',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  productId: null,
};

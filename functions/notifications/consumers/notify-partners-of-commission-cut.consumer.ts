import { eventMetaOf } from '../../../events/catalogue';
import type { CommissionCutV1 } from '../../../events/schemas/commission-cut';
import { pagePartnersOfBrand } from '../../partnerships';
import { pageCreatorsWithLinkOn } from '../../referrals';
import { consumerOfAny } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { brandOf } from '../kinds/brands';
import { productAndBrand } from '../kinds/partnerships';
import { notify } from '../notify';

/** Partners read per Query: a page is notified before the next is read, so memory stays bounded. */
const PAGE_SIZE = 25;
/** Partners notified at once (each is a profile read, a transaction and maybe an e-mail). */
const AT_ONCE = 5;
/**
 * The part of the rule's 60 s a delivery spends on pages; the rest is carried on by a continuation
 * event with the cursor reached, so a product with thousands of partners never times out midway.
 */
const BUDGET_MS = 30_000;

/**
 * A commission cut announced or withdrawn (events/schemas/commission-cut.ts): every partner it concerns
 * gets one notification. Per-creator terms concern their creator; a product's rate (or its leaving the
 * program), every creator with a link on the product, read a page at a time (one Query on the product's
 * links, never a Scan); the brand's tiers or milestone bonuses, every creator with an approved
 * application with the brand (one Query a page on the brand's applications). The
 * notifications' ids are the cut's id and the kind (notify.ts), the same on a redelivery and on a
 * continuation, so nobody is told twice; their time is when the brand made the change.
 */
export const handler = consumerOfAny(
  ['CommissionCutAnnounced', 'CommissionCutWithdrawn'],
  async (name, detail, event) => {
    const cut = detail as CommissionCutV1;
    const kind = cut.program
      ? name === 'CommissionCutWithdrawn'
        ? 'program_cut_withdrawn'
        : 'program_cut_announced'
      : name === 'CommissionCutWithdrawn'
        ? 'commission_cut_withdrawn'
        : cut.leaving
          ? 'product_leaving_program'
          : 'commission_cut_announced';
    const at = new Date(eventMetaOf(event.detail)?.occurredAt ?? event.time);
    const { brandName, productName } = cut.productId
      ? await productAndBrand(cut.brandId, cut.productId)
      : { ...(await brandOf(cut.brandId)), productName: null };
    const props = {
      brandId: cut.brandId,
      brandName,
      productName,
      ownTerms: cut.creatorId ? 'yes' : 'no',
      fromPercentage: cut.fromPercentage,
      toPercentage: cut.toPercentage,
      effectiveAt: cut.effectiveAt,
      leaving: cut.leaving ?? null,
      program: cut.program ?? null,
    };
    const tell = (userId: string) => notify(cut.cutId, { kind, userId, props }, at);

    // A cut of the brand's tiers or bonuses: every partner of the brand, a page at a time.
    const pageOf = cut.program
      ? (after: string | null) => pagePartnersOfBrand(cut.brandId, after, PAGE_SIZE)
      : (after: string | null) => pageCreatorsWithLinkOn(cut.productId as string, after, PAGE_SIZE);
    if (!cut.program && (cut.creatorId || !cut.productId)) {
      if (cut.creatorId)
        log.info('partner told of a commission cut', { kind, outcome: await tell(cut.creatorId) });
      return;
    }
    const deadline = Date.now() + BUDGET_MS;
    let after = cut.after ?? null;
    let told = 0;
    do {
      const page = await pageOf(after);
      for (let start = 0; start < page.creatorIds.length; start += AT_ONCE)
        await Promise.all(page.creatorIds.slice(start, start + AT_ONCE).map(tell));
      told += page.creatorIds.length;
      after = page.next;
    } while (after && Date.now() < deadline);
    if (after) {
      // Out of this delivery's budget: the same cut, from the page reached, as a new event. Were this
      // delivery repeated, the pages it did are told again as "already", never twice.
      // Both events have the one schema (events/schemas/commission-cut.ts).
      const same = name as 'CommissionCutAnnounced';
      await outboxEntity.create(outboxEvent(same, { ...cut, after }).item).go();
    }
    log.info('partners told of a commission cut', {
      kind,
      cutId: cut.cutId,
      told,
      continued: after !== null,
    });
  },
);

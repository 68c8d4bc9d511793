/**
 * The events a sale announces, built from the sale alone, to join the transaction that records or
 * decides it (the outbox): SaleAttributed when it counts, SaleHeldForReview when it waits for the brand.
 * Their details carry what the notifications' texts need (names, codes), so a burst of sales costs the
 * notifying consumer no reads.
 */
import { committed } from '../../shared/data/entity';
import { outboxEntity, outboxEvent, type TransactItem } from '../../shared/outbox/outbox-event';
import type { Sale } from '../entities/sale';

type AnnouncedSale = Pick<
  Sale,
  | 'brand_id'
  | 'brand_name'
  | 'sale_sk'
  | 'order_name'
  | 'sale_cents'
  | 'commission_cents'
  | 'created_at'
  | 'attribution'
  | 'lines'
  | 'status'
  | 'status_reason'
  | 'creator_username'
>;

/** The link's product, else the first line that earns, else none. */
const productNameOf = (sale: AnnouncedSale): string | undefined => {
  const linked = sale.attribution?.link_product_id;
  const line =
    (linked ? sale.lines.find((candidate) => candidate.product_id === linked) : undefined) ??
    sale.lines.find((candidate) => candidate.entry_sk !== null);
  return line?.product_name ?? undefined;
};

/** SaleAttributed as an outbox Put: the sale counts for `creatorId` (recorded, or released by the brand). */
export const saleAttributedItem = (sale: AnnouncedSale, creatorId: string, now: Date): TransactItem => {
  const via = sale.attribution?.via;
  const productName = productNameOf(sale);
  return committed(
    outboxEntity.create(
      outboxEvent(
        'SaleAttributed',
        {
          version: 1,
          creatorId,
          brandId: sale.brand_id,
          saleId: sale.sale_sk,
          saleCents: sale.sale_cents,
          commissionCents: sale.commission_cents,
          orderedAt: sale.created_at,
          ...(via && sale.attribution?.method === 'link' ? { linkCode: via } : {}),
          ...(via && sale.attribution?.method === 'code' ? { discountCode: via } : {}),
          ...(productName ? { productName } : {}),
          ...(sale.brand_name ? { brandName: sale.brand_name } : {}),
          ...(sale.creator_username ? { creatorUsername: sale.creator_username } : {}),
          ...(sale.order_name ? { orderName: sale.order_name } : {}),
        },
        now,
      ).item,
    ),
  );
};

/** SaleHeldForReview as an outbox Put, for a sale recorded `held` or `needs_review`; none otherwise. */
export const saleHeldItems = (sale: AnnouncedSale, now: Date): Record<string, TransactItem> =>
  sale.status === 'held' || sale.status === 'needs_review'
    ? {
        saleHeld: committed(
          outboxEntity.create(
            outboxEvent(
              'SaleHeldForReview',
              {
                version: 1,
                brandId: sale.brand_id,
                saleId: sale.sale_sk,
                orderName: sale.order_name,
                status: sale.status,
                reason: sale.status_reason ?? '',
                creatorUsername: sale.creator_username,
              },
              now,
            ).item,
          ),
        ),
      }
    : {};

/**
 * HeldSaleDecided as an outbox Put, in the transaction that decides the sale (release, void, dismiss):
 * the brand's "waiting for your decision" notification is marked done by it.
 */
export const heldSaleDecidedItem = (
  sale: Pick<Sale, 'brand_id' | 'sale_sk'>,
  decision: 'release' | 'void' | 'dismiss',
  now: Date,
): TransactItem =>
  committed(
    outboxEntity.create(
      outboxEvent(
        'HeldSaleDecided',
        {
          version: 1,
          brandId: sale.brand_id,
          saleId: sale.sale_sk,
          decision,
          decidedAt: now.toISOString(),
        },
        now,
      ).item,
    ),
  );

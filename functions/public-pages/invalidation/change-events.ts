import type { EventDetail } from '../../../events/catalogue';

/**
 * The catalogue events that make a public page stale (the InvalidatePublicPages rule takes exactly these).
 * A discount code's events name its creator: their storefront shows the codes shoppers can use (issue 34).
 */
export const PAGE_CHANGE_EVENTS = [
  'StorefrontChanged',
  'ProductChanged',
  'BrandChanged',
  'DiscountCodeApproved',
  'DiscountCodeSynced',
  'DiscountCodeRotated',
] as const;
export type PageChangeEvent = (typeof PAGE_CHANGE_EVENTS)[number];

/** The events that name a creator, not a page: the consumer reads the creator's username first. */
export const CREATOR_CODE_EVENTS = [
  'DiscountCodeApproved',
  'DiscountCodeSynced',
  'DiscountCodeRotated',
] as const;
type CreatorCodeEvent = (typeof CREATOR_CODE_EVENTS)[number];

/**
 * One change, tagged with its event's name, as the catalogue's schemas parse it; a code's event with the
 * username its creator's storefront is served under now (none: no page shows it).
 */
export type PageChange =
  | {
      [N in Exclude<PageChangeEvent, CreatorCodeEvent>]: { name: N; detail: EventDetail<N> };
    }[Exclude<PageChangeEvent, CreatorCodeEvent>]
  | {
      [N in CreatorCodeEvent]: { name: N; detail: EventDetail<N>; username: string | null };
    }[CreatorCodeEvent];

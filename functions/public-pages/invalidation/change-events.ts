import type { EventDetail } from '../../../events/catalogue';

/** The catalogue events that make a public page stale (the InvalidatePublicPages rule takes exactly these). */
export const PAGE_CHANGE_EVENTS = ['StorefrontChanged', 'ProductChanged', 'BrandChanged'] as const;
export type PageChangeEvent = (typeof PAGE_CHANGE_EVENTS)[number];

/** One change, tagged with its event's name, as the catalogue's schemas parse it. */
export type PageChange = {
  [N in PageChangeEvent]: { name: N; detail: EventDetail<N> };
}[PageChangeEvent];

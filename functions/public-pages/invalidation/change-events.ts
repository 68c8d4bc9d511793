/**
 * The change events that make a public page stale, as this module reads them.
 *
 * TODO(integrator): these three events are being added to events/catalogue.ts by another change. Once
 * they are there, these schemas should be the catalogue's (`catalogue.StorefrontChanged.schema`, ...)
 * and the consumer can be `consumerOfAny(PAGE_CHANGE_EVENTS, ...)`; until then they are declared here
 * with the agreed shapes. Unknown fields (the outbox's `meta`) are allowed, as in the catalogue.
 */
import * as z from 'zod/mini';

export const storefrontChanged = z.object({
  username: z.string().check(z.minLength(1)),
  /** Set when the creator changed their username: the old page must go too. */
  previous_username: z.optional(z.string().check(z.minLength(1))),
});

export const productChanged = z.object({
  product_id: z.string().check(z.minLength(1)),
  brand_id: z.string().check(z.minLength(1)),
});

export const brandChanged = z.object({
  brand_id: z.string().check(z.minLength(1)),
});

export const pageChangeSchemas = {
  StorefrontChanged: storefrontChanged,
  ProductChanged: productChanged,
  BrandChanged: brandChanged,
} as const;

export type PageChangeEvent = keyof typeof pageChangeSchemas;
export type PageChangeDetail<N extends PageChangeEvent> = z.infer<(typeof pageChangeSchemas)[N]>;

export const PAGE_CHANGE_EVENTS = Object.keys(pageChangeSchemas) as PageChangeEvent[];

/** One parsed change, tagged with its event's name. */
export type PageChange = {
  [N in PageChangeEvent]: { name: N; detail: PageChangeDetail<N> };
}[PageChangeEvent];

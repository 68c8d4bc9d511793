/**
 * Getting started (issue 34, "from sign-up to first sale"): the steps a new brand and a new creator take
 * to their first sale, each ticked on the server from what the table records (functions/dashboards/).
 * The dashboards carry the list, or null once it is done, dismissed, or (brand) the brand sells.
 */
import * as z from 'zod/mini';

/** In order: connect the store, make products available, set commissions, a creator partner, a sale. */
export const brandChecklistSteps = [
  'connect_store',
  'products_live',
  'commissions_set',
  'creator_partnered',
  'first_sale',
] as const;

/** In order: complete the profile, a storefront with products, an application, a link clicked, a sale. */
export const creatorChecklistSteps = [
  'profile_complete',
  'storefront_ready',
  'first_application',
  'first_link_shared',
  'first_sale',
] as const;

export type BrandChecklistStep = (typeof brandChecklistSteps)[number];
export type CreatorChecklistStep = (typeof creatorChecklistSteps)[number];

/**
 * The list as a dashboard carries it: every step in order with whether it is done; null: not shown.
 * Optional, as the dashboards' other later additions are: an answer without it shows no list.
 */
export const checklistOf = <const S extends readonly [string, ...string[]]>(steps: S) =>
  z.optional(z.nullable(z.object({ steps: z.array(z.object({ step: z.enum(steps), done: z.boolean() })) })));

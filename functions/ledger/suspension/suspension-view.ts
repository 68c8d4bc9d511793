import { type SuspensionView, suspensionCategoryLabels } from '../../../contracts/suspensions';
import type { Suspension } from '../entities/suspension';

/** "Suspected fraud: orders from your own card" — the reason as the creator reads it. */
export const reasonOf = (s: Pick<Suspension, 'reason_category' | 'reason_text'>) =>
  `${suspensionCategoryLabels[s.reason_category]}: ${s.reason_text}`;

export const toSuspensionView = (s: Suspension): SuspensionView => ({
  scope: s.brand_id ? 'brand' : 'platform',
  brand_id: s.brand_id ?? null,
  brand_name: s.brand_name ?? null,
  state: s.state,
  reason_category: s.reason_category,
  reason_text: s.reason_text,
  reason: reasonOf(s),
  suspended_at: s.suspended_at,
  ended_at: s.ended_at ?? null,
  forfeited_cents: s.forfeited_cents ?? null,
});

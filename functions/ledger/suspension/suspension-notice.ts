import { transactional } from '../../shared/data/entity';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import type { Suspension } from '../entities/suspension';
import { reasonOf } from './suspension-view';

/**
 * The CreatorSuspensionChanged event of a suspension's change, as the change's transaction's operation
 * (the creator's notification and e-mail: functions/notifications/kinds/suspensions.ts).
 */
export const suspensionNotice = (s: Suspension) => ({
  notice: transactional(outboxEntity)
    .create(
      outboxEvent('CreatorSuspensionChanged', {
        version: 1,
        creatorId: s.creator_id,
        state: s.state,
        ...(s.brand_id ? { brandId: s.brand_id, brandName: s.brand_name ?? '' } : {}),
        reason: reasonOf(s),
        at: s.ended_at ?? s.suspended_at,
      }).item,
    )
    .commit(),
});

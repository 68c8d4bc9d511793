import { defineService } from '../shared/data/entity';
import { outboxEntity } from '../shared/outbox/outbox-event';

/**
 * The closing's transaction: its operations are the lower modules' (identity's profile and username,
 * the ledger's forfeit), built by them; the service only carries the outbox event alongside.
 */
export const privacyService = defineService({ outbox: outboxEntity });

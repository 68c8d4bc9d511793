import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { creatorEntity } from './creator';
import { profileEntity } from './profile';
import { usernameEntity } from './username';

/** The identity items that change together (writeTransaction), with the outbox. */
export const identityService = defineService({
  profile: profileEntity,
  creator: creatorEntity,
  username: usernameEntity,
  outbox: outboxEntity,
});

import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { creatorEntity } from './creator';
import { creatorFacetEntity } from './creator-facet';
import { creatorResultsEntity } from './creator-results';
import { profileEntity } from './profile';
import { usernameEntity } from './username';

/** The identity items that change together (writeTransaction), with the outbox. */
export const identityService = defineService({
  profile: profileEntity,
  creator: creatorEntity,
  creatorFacet: creatorFacetEntity,
  creatorResults: creatorResultsEntity,
  username: usernameEntity,
  outbox: outboxEntity,
});

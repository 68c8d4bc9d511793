import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { contentLicenceEntity } from './content-licence';
import { ugcRequestEntity } from './ugc-request';
import { ugcSubmissionEntity } from './ugc-submission';

/** The content module's entities that change together, with the outbox (writeTransaction). */
export const contentService = defineService({
  request: ugcRequestEntity,
  submission: ugcSubmissionEntity,
  licence: contentLicenceEntity,
  outbox: outboxEntity,
});

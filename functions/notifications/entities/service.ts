/** The notifications module's entities that change together (writeTransaction). */
import { defineService } from '../../shared/data/entity';
import { decisionAskEntity } from './decision-ask';
import { digestEntity } from './digest';
import { firstTimeEntity, mailCountEntity } from './mail-limits';
import { notificationEntity } from './notification';
import { outgoingMailEntity } from './outgoing-mail';

export const notificationsService = defineService({
  notification: notificationEntity,
  mail: outgoingMailEntity,
  digest: digestEntity,
  mailCount: mailCountEntity,
  firstTime: firstTimeEntity,
  decisionAsk: decisionAskEntity,
});

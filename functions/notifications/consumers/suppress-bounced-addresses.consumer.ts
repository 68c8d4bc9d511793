import { consumerOfAny } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { suppress } from '../entities/preferences';

/**
 * Consumer of SES's bounce and complaint events (the configuration set's EventBridge destination;
 * locally, the local mailbox's simulator): a permanent bounce or a complaint puts the address on the
 * suppression list, which every later e-mail checks before it is queued and again before it is sent.
 * A transient bounce (a full mailbox) suppresses nothing. Idempotent: the first report is kept.
 */
export const handler = consumerOfAny(
  ['SesEmailBounced', 'SesEmailComplaintReceived'],
  async (name, detail, event) => {
    const at = new Date(event.time);
    if (name === 'SesEmailBounced') {
      const { bounce } = detail as {
        bounce: { bounceType: string; bounceSubType?: string; bouncedRecipients: { emailAddress: string }[] };
      };
      if (bounce.bounceType !== 'Permanent') {
        log.info('transient bounce ignored', { bounceType: bounce.bounceType });
        return;
      }
      for (const { emailAddress } of bounce.bouncedRecipients)
        await suppress(emailAddress, 'bounce', `${bounce.bounceType}/${bounce.bounceSubType ?? ''}`, at);
      log.info('bounced addresses suppressed', { count: bounce.bouncedRecipients.length });
      return;
    }
    const { complaint } = detail as { complaint: { complainedRecipients: { emailAddress: string }[] } };
    for (const { emailAddress } of complaint.complainedRecipients)
      await suppress(emailAddress, 'complaint', 'complaint', at);
    log.info('complaining addresses suppressed', { count: complaint.complainedRecipients.length });
  },
);

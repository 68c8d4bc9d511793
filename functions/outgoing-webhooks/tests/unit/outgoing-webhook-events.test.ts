/** The SendOutgoingWebhooks rule listens to exactly the events the consumer maps to webhook events. */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../events/catalogue';
import { rules } from '../../../../events/rules';
import { webhookSources } from '../../event-payloads';

describe('SendOutgoingWebhooks', () => {
  it('listens to the mapped events, no more and no fewer', () => {
    const rule = rules.find((candidate) => candidate.name === 'SendOutgoingWebhooks');
    expect(new Set(rule?.eventPattern['detail-type'] as string[])).toEqual(
      new Set(webhookSources.map((name) => catalogue[name].detailType)),
    );
  });
});

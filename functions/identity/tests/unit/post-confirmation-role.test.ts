/**
 * Issue 36: the post-confirmation trigger adds a confirmed user to the group their `custom:role` names;
 * it refuses any value other than a role (the operator group is the CLI's alone), before writing or
 * adding anything, even if the pre-sign-up trigger were bypassed.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '../../triggers/post-confirmation';

const confirmed = (role: string) =>
  ({
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    userPoolId: 'us-east-1_pool',
    userName: 'user-1',
    request: {
      userAttributes: {
        sub: 'user-1',
        'custom:role': role,
        given_name: 'A',
        family_name: 'B',
        email: 'a@b.c',
      },
    },
    response: {},
  }) as unknown as PostConfirmationTriggerEvent;

describe('the post-confirmation trigger', () => {
  it.each(['operator', 'admin', '', 'Brand'])('refuses custom:role=%j', async (role) => {
    await expect(handler(confirmed(role))).rejects.toThrow('Role must be brand or creator');
  });
});

import { describe, expect, it } from 'vitest';
import { onboardedCreator } from '../../../../tests/support/brand';
import { api, signedUpUser } from '../../../../tests/support/cloud';

describe('GET /api/creators/{username}', () => {
  it('is public and shows an onboarded creator without private fields', async () => {
    const { creator } = await onboardedCreator();
    const response = await api(`/creators/${creator.username}`);
    expect(response.status).toBe(200);
    expect(response.body.creator).toMatchObject({ username: creator.username, bio: creator.bio });
    expect(JSON.stringify(response.body)).not.toMatch(/user_id|email|"id"/);
  });

  it('an unknown username or a creator who has not onboarded is 404', async () => {
    await signedUpUser('creator');
    expect((await api('/creators/no_such_creator')).status).toBe(404);
  });
});

/**
 * Issue 36 part 4: the suspended creator's side — why, what is frozen, and the appeal thread with the
 * operators (the workspace's banner and the Appeal page).
 */
import * as contracts from '../../../contracts/suspensions';
import { getProfile } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { readCreatorSuspension, writeAppealMessage } from '../suspension/creator-suspension';

export const creatorSuspensionRoutes = {
  'GET /api/creator/suspension': defineRoute(contracts.getMySuspension, async ({ caller }) => ({
    body: await readCreatorSuspension(caller.userId),
  })),

  'POST /api/creator/suspension/appeal': defineRoute(contracts.sendAppeal, async ({ caller, body }) => {
    const profile = await getProfile(caller.userId);
    const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
    const message = await writeAppealMessage(
      caller.userId,
      { from: 'creator', id: caller.userId, name: name || profile?.email || 'You' },
      body.body,
    );
    return { status: 201, body: { message } };
  }),
};

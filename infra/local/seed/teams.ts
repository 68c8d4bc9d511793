/**
 * Issue 35: the demo brands' teams. The owner invites each member through the API (as Account → Team does),
 * the member signs up with the invited address (so no empty brand of their own is made) and accepts the
 * invitation with its link's secret, derived as the invitation e-mail's is.
 */
import { invitationSecret } from '../../../functions/shared/tenancy/invitation-token';
import type { DemoBrand } from './demo-data';
import { api, type MoneyContext } from './money-history';

export const seedDemoTeams = async (
  context: MoneyContext,
  brands: readonly DemoBrand[],
  signUp: (person: { email: string; firstName: string; lastName: string }) => Promise<string>,
): Promise<void> => {
  for (const brand of brands) {
    const ownerToken = await context.tokenOf(brand.email);
    for (const member of brand.team ?? []) {
      const { invitation } = (await api(context, '/brand/members/invitations', {
        method: 'POST',
        token: ownerToken,
        body: { email: member.email, role: member.role },
      })) as { invitation: { id: string } };
      await signUp(member);
      await api(context, `/team-invitations/${invitationSecret(invitation.id, 1)}/accept`, {
        method: 'POST',
        token: await context.tokenOf(member.email),
      });
    }
  }
};

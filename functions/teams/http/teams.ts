import * as contracts from '../../../contracts/teams';
import { getBrandSummaries } from '../../catalogue';
import { requestActor, requireSecondFactor } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { brandsOfUser } from '../../shared/tenancy/brand-access';
import {
  acceptInvitation,
  inviteMember,
  listInvitationItems,
  resendInvitation,
  revokeInvitation,
  toPendingInvitation,
  viewInvitation,
} from '../invitations';
import {
  changeRole,
  listMemberItems,
  removeMember,
  requiresTwoFactor,
  setTwoFactorRequirement,
  toMembers,
  transferOwnership,
} from '../members';

/** A brand route's caller as the team's functions take it: the brand in use, the role, the person. */
const teamCaller = (caller: { userId: string; brandId: string; brandRole: contracts.Member['role'] }) => ({
  userId: caller.userId,
  brandId: caller.brandId,
  role: caller.brandRole,
});

/** The person's brands: their memberships (one Query) named by one BatchGet of the brands. */
const myBrands = async (userId: string): Promise<contracts.MyBrand[]> => {
  const memberships = await brandsOfUser(userId);
  const summaries = await getBrandSummaries(memberships.map((membership) => membership.brand_id));
  return memberships.flatMap((membership) => {
    const brand = summaries.get(membership.brand_id);
    return brand
      ? [
          {
            brand_id: brand.id,
            brand_name: brand.brand_name,
            logo_url: brand.logo_url,
            role: membership.role,
          },
        ]
      : [];
  });
};

export const handler = createBrandFeatureHandler(
  {
    'GET /api/brand/members': defineRoute(contracts.getTeam, async ({ caller }) => {
      const [members, invitations, requireTwoFactor] = await Promise.all([
        listMemberItems(caller.brandId),
        listInvitationItems(caller.brandId),
        requiresTwoFactor(caller.brandId),
      ]);
      const team = await toMembers(members, caller.userId);
      // A brand made before issue 35 has its owner only implicitly until its team's first change.
      if (team.length === 0 && caller.brandRole === 'owner')
        team.push(
          ...(await toMembers(
            [{ brand_id: caller.brandId, user_id: caller.userId, role: 'owner', added_at: '' }],
            caller.userId,
          )),
        );
      return {
        body: {
          members: team,
          invitations: invitations.map((invitation) => toPendingInvitation(invitation)),
          your_role: caller.brandRole,
          require_two_factor: requireTwoFactor,
        },
      };
    }),
    'POST /api/brand/members/invitations': defineRoute(
      contracts.inviteMember,
      async ({ caller, body, event }) => ({
        status: 201,
        body: { invitation: await inviteMember(teamCaller(caller), body, await requestActor(caller, event)) },
      }),
    ),
    'POST /api/brand/members/invitations/{invitationId}/resend': defineRoute(
      contracts.resendInvitation,
      async ({ caller, params }) => ({
        body: { invitation: await resendInvitation(teamCaller(caller), params.invitationId) },
      }),
    ),
    'DELETE /api/brand/members/invitations/{invitationId}': defineRoute(
      contracts.revokeInvitation,
      async ({ caller, params }) => {
        await revokeInvitation(teamCaller(caller), params.invitationId);
        return { status: 204 };
      },
    ),
    'PUT /api/brand/members/{userId}/role': defineRoute(
      contracts.changeMemberRole,
      async ({ caller, params, body, event }) => {
        const member = await changeRole(
          teamCaller(caller),
          params.userId,
          body.role,
          await requestActor(caller, event),
        );
        return { body: { member: (await toMembers([member], caller.userId))[0] as contracts.Member } };
      },
    ),
    'PUT /api/brand/members/two-factor': defineRoute(
      contracts.setTwoFactorRequirement,
      async ({ caller, body, event }) => ({
        body: {
          require_two_factor: await setTwoFactorRequirement(
            teamCaller(caller),
            body.required,
            await requestActor(caller, event),
          ),
        },
      }),
    ),
    'DELETE /api/brand/members/{userId}': defineRoute(
      contracts.removeMember,
      async ({ caller, params, event }) => {
        await removeMember(teamCaller(caller), params.userId, await requestActor(caller, event));
        return { status: 204 };
      },
    ),
    'POST /api/brand/members/leave': defineRoute(contracts.leaveBrand, async ({ caller, event }) => {
      await removeMember(teamCaller(caller), caller.userId, await requestActor(caller, event));
      return { status: 204 };
    }),
    'POST /api/brand/members/{userId}/transfer-ownership': defineRoute(
      contracts.transferOwnership,
      async ({ caller, params, event }) => {
        const member = await transferOwnership(
          teamCaller(caller),
          params.userId,
          await requestActor(caller, event),
        );
        return { body: { member: (await toMembers([member], caller.userId))[0] as contracts.Member } };
      },
    ),
    'GET /api/me/brands': defineRoute(contracts.listMyBrands, async ({ caller }) => ({
      body: { brands: await myBrands(caller.userId) },
    })),
    'GET /api/team-invitations/{token}': defineRoute(contracts.getInvitation, async ({ params }) => ({
      body: { invitation: await viewInvitation(params.token) },
    })),
    'POST /api/team-invitations/{token}/accept': defineRoute(
      contracts.acceptInvitation,
      async ({ caller, params, event }) => ({
        body: {
          brand: await acceptInvitation(caller, params.token, event.requestContext?.http?.sourceIp || null),
        },
      }),
    ),
  },
  { secondFactor: requireSecondFactor },
);

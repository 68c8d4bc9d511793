import { getBrandSummaries } from '../catalogue';
import { auditEntry } from '../shared/audit/audit-entry';
import { transactional } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { brandsOfUser } from '../shared/tenancy/brand-access';
import { brandMember, userMembership } from '../shared/tenancy/entities/membership';
import { teamCounts } from '../shared/tenancy/entities/team-counts';

/**
 * Issue 35: a brand user's closing leaves every brand they belong to, in the closing's own transaction.
 * A brand always keeps an owner, so the only owner of a brand is refused until another member is an owner
 * (the owners' count is the condition, as on Account → Team: two owners closing at once cannot both go).
 */
export const leaveEveryBrandOperations = async (
  userId: string,
  person: { name: string; email: string | null; ip: string | null },
): Promise<Record<string, unknown>> => {
  const brands = await brandsOfUser(userId);
  // An implicit owner has no membership items to delete; their brand still needs another owner first.
  const memberships = brands.filter((brand) => !brand.implicit);
  const owned = brands.filter((brand) => brand.role === 'owner').map((brand) => brand.brand_id);
  const counts = await Promise.all(
    owned.map(async (brandId) => (await teamCounts.get({ brand_id: brandId }).go({ consistent: true })).data),
  );
  const soleOwner = owned.filter((_, index) => (counts[index]?.owners ?? 1) <= 1);
  if (soleOwner.length > 0) {
    const names = [...(await getBrandSummaries(soleOwner)).values()].map((brand) => brand.brand_name);
    throw new DomainError(
      'conflict',
      `You are the only owner of ${names.join(', ') || 'your brand'}. Make another member an owner under Account → Team first: a brand always keeps an owner.`,
    );
  }
  const operations: Record<string, unknown> = {};
  for (const [index, membership] of memberships.entries()) {
    const brand = { brand_id: membership.brand_id };
    operations[`member${index}`] = transactional(brandMember)
      .delete({ ...brand, user_id: userId })
      .commit();
    operations[`membership${index}`] = transactional(userMembership)
      .delete({ user_id: userId, brand_id: membership.brand_id })
      .commit();
    const team = transactional(teamCounts).patch(brand);
    operations[`team${index}`] =
      membership.role === 'owner'
        ? team
            .add({ members: -1, owners: -1 })
            .where((attr, op) => op.gt(attr.owners, 1))
            .commit()
        : team.add({ members: -1 }).commit();
    // The brand's audit log: they left it by closing their account.
    operations[`audit${index}`] = auditEntry(
      membership.brand_id,
      { type: 'member', userId, role: membership.role, ...person },
      {
        kind: 'member.left',
        subject: { type: 'member', id: userId, label: person.email },
        before: { role: membership.role },
        after: { closed_account: true },
      },
    ).commit();
  }
  return operations;
};

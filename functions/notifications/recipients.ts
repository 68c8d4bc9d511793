/**
 * Issue 35: a brand is a team, so a brand's notice goes to the members whose role it concerns (its kind's
 * `audience`, from contracts/brand-roles.ts `rolesFor`), each a notice of their own: their own bell,
 * preferences, e-mail limits and digests (notify.ts). Sources name the brand (BrandNotice); this turns
 * that into one notice per person, and a brand's decision into one resolution per person it concerns.
 */
import type { BrandRole } from '../../contracts/brand-roles';
import { getBrand } from '../catalogue';
import { brandMember } from '../shared/tenancy/entities/membership';
import { askedAbout } from './entities/decision-ask';
import { kindOf } from './kinds';
import type { BrandNotice, BrandResolution, Notice, Resolution } from './kinds/source';

/**
 * The members of a brand whose role is one of `roles`, and the brand's name for the texts: one Query of
 * the brand's member items, strongly consistent, so a member removed (or given another role) a moment ago
 * is told nothing more. A brand made before teams has no member items: its creator, `brand.user_id`, is
 * its implicit owner (tenancy/brand-access.ts). A brand that is gone tells no one.
 */
export const brandRecipients = async (
  brandId: string,
  roles: readonly BrandRole[],
): Promise<{ brandName: string | null; userIds: string[] }> => {
  const [brand, members] = await Promise.all([
    getBrand(brandId),
    brandMember.query.primary({ brand_id: brandId }).go({ consistent: true, pages: 'all' }),
  ]);
  if (!brand) return { brandName: null, userIds: [] };
  const userIds =
    members.data.length === 0
      ? roles.includes('owner')
        ? [brand.user_id]
        : []
      : members.data.filter((member) => roles.includes(member.role)).map((member) => member.user_id);
  // A brand still being onboarded may have no name yet: its texts then read as before teams.
  return { brandName: brand.brand_name || null, userIds: [...new Set(userIds)] };
};

const audienceOf = (kind: string): readonly BrandRole[] => {
  const audience = kindOf(kind)?.audience;
  // A source addressing a brand with a person's kind is a programming error, not a quiet nobody.
  if (!audience) throw new Error(`${kind} is not a brand's notice: it declares no audience`);
  return audience;
};

/** Once per key: a person is told of one event by one kind once, and a decision is recorded once per person. */
const once = <T>(items: T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** A source's answer as one notice per person: each brand's notice to the members its kind is for. */
export const noticesFor = async (answer: (Notice | BrandNotice)[]): Promise<Notice[]> => {
  const notices = await Promise.all(
    answer.map(async (notice): Promise<Notice[]> => {
      if ('userId' in notice) return [notice];
      const { brandName, userIds } = await brandRecipients(notice.brandId, audienceOf(notice.kind));
      return userIds.map((userId) => ({
        kind: notice.kind,
        userId,
        brandId: notice.brandId,
        props: { ...notice.props, brandName },
      }));
    }),
  );
  return once(notices.flat(), (notice) => `${notice.userId}#${notice.kind}`);
};

/**
 * A resolution source's answer as one resolution per person. A brand's decision settles the ask for
 * everyone it was sent to (askedAbout: whatever their role or membership now) and is recorded for the
 * members its asking kind is for now, whose notice may still be on its way (events are not ordered).
 */
export const resolutionsFor = async (answer: (Resolution | BrandResolution)[]): Promise<Resolution[]> => {
  const resolutions = await Promise.all(
    answer.map(async (resolution): Promise<Resolution[]> => {
      if ('userId' in resolution) return [resolution];
      const [asked, now] = await Promise.all([
        askedAbout(resolution.brandId, resolution.subject),
        brandRecipients(resolution.brandId, audienceOf(resolution.asking)),
      ]);
      return [...asked, ...now.userIds].map((userId) => ({ userId, subject: resolution.subject }));
    }),
  );
  return once(resolutions.flat(), (resolution) => `${resolution.userId}#${resolution.subject}`);
};

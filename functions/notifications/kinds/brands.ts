/** The brand side of a notice: what a brand is called (its texts) and how a brand's own kinds are defined. */
import type { BrandRole } from '../../../contracts/brand-roles';
import { getBrand } from '../../catalogue';
import type { KindDefinition, Props } from './kind';

/** A brand's name for a creator's texts (a deleted brand reads as "A brand"). */
export const brandOf = async (brandId: string) => {
  const brand = await getBrand(brandId);
  return { brandName: brand?.brand_name ?? 'A brand' };
};

/** A creator's handle as texts write it. */
export const handle = (username: string | number | null) => `@${username}`;

/** What recipients.ts adds to every brand notice's props: the brand's name as it is now. */
export interface BrandProps extends Props {
  brandName: string | null;
}

/** "Glow Skincare · Invoice INV-… is paid"; a notice e-mailed before its props named the brand reads as it did. */
const named = (p: { brandName?: string | number | null }, text: string) =>
  p.brandName ? `${p.brandName} · ${text}` : text;

/**
 * A brand's notice (issue 35): told to the members whose role is in `audience` (recipients.ts), each with
 * their own preferences and limits. A person may work for several brands, and their bell and digests hold
 * all of them, so its title (the e-mail's subject) and its digest line name the brand first.
 */
export const defineBrandKind = <P extends Props>(
  audience: readonly BrandRole[],
  kind: KindDefinition<P>,
): KindDefinition<P & BrandProps> => ({
  ...kind,
  audience,
  title: (p) => named(p, kind.title(p)),
  digestLine: (p) => named(p, kind.digestLine(p)),
  example: { brandName: 'Glow Skincare', ...kind.example },
});

/** The brand side of a notice: who owns a brand (its recipient) and what it is called (its texts). */
import { getBrand } from '../../catalogue';

/** A brand's name for texts (a deleted brand reads as "A brand") and its owner's user id, if any. */
export const brandOf = async (brandId: string) => {
  const brand = await getBrand(brandId);
  return { brandName: brand?.brand_name ?? 'A brand', ownerId: brand?.user_id ?? null };
};

/** A creator's handle as texts write it. */
export const handle = (username: string | number | null) => `@${username}`;

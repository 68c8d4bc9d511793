import { DomainError } from '../../shared/errors';
import { type Brand, getBrand } from '../entities/brand';

/** Creators only ever see brands with a connected store (spec 5); any other id is simply not found. */
export const getConnectedBrandOrThrow = async (brandId: string): Promise<Brand> => {
  const brand = await getBrand(brandId);
  if (!brand?.store_connected) throw new DomainError('not_found', 'Brand not found');
  return brand;
};

import * as z from 'zod/mini';
import { productCategories } from '../shared/data/entities/product';

const commission = z.number({ error: 'Please enter a valid commission rate between 0-100%' }).check(
  z.gte(0, 'Please enter a valid commission rate between 0-100%'),
  z.lte(100, 'Please enter a valid commission rate between 0-100%'),
  z.refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    {
      message: 'Use at most two decimals',
    },
  ),
);

export const productIdParams = z.object({ productId: z.string().check(z.minLength(1), z.maxLength(64)) });
export const jobIdParams = z.object({ jobId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const commissionForAllSchema = z.object({ commission_percentage: commission });

export const productDetailsSchema = z
  .partial(
    z.strictObject({
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Name is required'),
          z.maxLength(200, 'Name must be at most 200 characters'),
        ),
      description: z.string().check(z.maxLength(5000, 'Description must be at most 5000 characters')),
      price_cents: z
        .number({ error: 'Price must be a number' })
        .check(
          z.int('Price must be whole cents'),
          z.gte(0, 'Price cannot be negative'),
          z.lte(100_000_000, 'Price is too high'),
        ),
      category: z.enum(productCategories, { error: 'Choose a category from the list' }),
    }),
  )
  .check(z.refine((input) => Object.keys(input).length > 0, { message: 'Nothing to update' }));

export const productSettingsSchema = z
  .partial(
    z.strictObject({
      commission_percentage: commission,
      available_to_influencers: z.boolean({ error: 'Must be true or false' }),
      sample_eligible: z.boolean({ error: 'Must be true or false' }),
      sample_available: z.boolean({ error: 'Must be true or false' }),
      sample_credits: z
        .number({ error: 'Sample credits must be a number' })
        .check(
          z.int('Sample credits must be a whole number'),
          z.gte(0, 'Sample credits cannot be negative'),
          z.lte(100_000, 'Sample credits are too high'),
        ),
      promotional_guidelines: z.nullable(
        z.string().check(z.maxLength(5000, 'Guidelines must be at most 5000 characters')),
      ),
    }),
  )
  .check(z.refine((input) => Object.keys(input).length > 0, { message: 'Nothing to update' }));

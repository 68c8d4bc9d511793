import * as z from 'zod';
import { productCategories } from '../shared/data/entities/product';

const commission = z
  .number({ error: 'Please enter a valid commission rate between 0-100%' })
  .min(0, 'Please enter a valid commission rate between 0-100%')
  .max(100, 'Please enter a valid commission rate between 0-100%')
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    {
      message: 'Use at most two decimals',
    },
  );

export const productIdParams = z.object({ productId: z.string().min(1).max(64) });
export const jobIdParams = z.object({ jobId: z.string().min(1).max(64) });

export const commissionForAllSchema = z.object({ commission_percentage: commission });

export const productDetailsSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
    description: z.string().max(5000, 'Description must be at most 5000 characters'),
    price_cents: z
      .number({ error: 'Price must be a number' })
      .int('Price must be whole cents')
      .min(0, 'Price cannot be negative')
      .max(100_000_000, 'Price is too high'),
    category: z.enum(productCategories, { error: 'Choose a category from the list' }),
  })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: 'Nothing to update' });

export const productSettingsSchema = z
  .object({
    commission_percentage: commission,
    available_to_influencers: z.boolean({ error: 'Must be true or false' }),
    sample_eligible: z.boolean({ error: 'Must be true or false' }),
    sample_available: z.boolean({ error: 'Must be true or false' }),
    sample_credits: z
      .number({ error: 'Sample credits must be a number' })
      .int('Sample credits must be a whole number')
      .min(0, 'Sample credits cannot be negative')
      .max(100_000, 'Sample credits are too high'),
    promotional_guidelines: z.string().max(5000, 'Guidelines must be at most 5000 characters').nullable(),
  })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: 'Nothing to update' });

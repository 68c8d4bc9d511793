import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { brandSchema } from '../../../types/brand';
import { accountQueryKey } from './get-account';

/** The server's rule (functions/brand-account/schemas.ts): http(s), a dot in the host, parseable. */
const isHttpUrl = (value: string): boolean =>
  /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value) && URL.canParse(value);

const optionalUrl = (label: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(500, `${label} must be at most 500 characters`),
    z.refine((value) => value === '' || isHttpUrl(value), {
      message: `${label} must be a full URL starting with https://`,
    }),
  );

const optionalText = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));

/** Account → brand details, checked at the fields before anything is sent. An empty field clears. */
export const brandDetailsSchema = z.object({
  brand_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Brand name is required'),
      z.maxLength(120, 'Brand name must be at most 120 characters'),
    ),
  logo_url: optionalUrl('Logo URL'),
  website: optionalUrl('Website'),
  description: optionalText('Description', 2000),
  mission_statement: optionalText('Mission statement', 1000),
  why_work_with_us: optionalText('Why work with us', 2000),
  social_media_links: z.object({
    instagram: optionalUrl('Instagram'),
    tiktok: optionalUrl('TikTok'),
    youtube: optionalUrl('YouTube'),
    twitter: optionalUrl('Twitter'),
  }),
});

export type BrandDetailsInput = z.infer<typeof brandDetailsSchema>;

/** Field path ("website", "social_media_links.instagram") → its first message, as the API reports them. */
export const detailsFieldErrors = (error: z.core.$ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return fields;
};

const responseSchema = z.object({ brand: brandSchema });

/** `PUT /api/brand/account`. */
export const updateAccount = async (input: BrandDetailsInput) =>
  responseSchema.parse(await apiFetch('/brand/account', { method: 'PUT', json: input })).brand;

export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (brand) => {
      queryClient.setQueryData(accountQueryKey, brand);
      // The brand name greets on the dashboard and the onboarding summary.
      void queryClient.invalidateQueries({ queryKey: brandQueryRoot });
    },
  });
};

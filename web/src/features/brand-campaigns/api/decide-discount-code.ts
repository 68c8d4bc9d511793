import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { type DiscountCode, discountCodeSchema } from '../../../types/partnership';
import { type BrandCampaigns, campaignsQueryKey } from './get-campaigns';

/** Spec 9's default; the API takes a whole percentage from 1 to 100. */
export const DEFAULT_DISCOUNT = 10;

const responseSchema = z.object({ discount_code: discountCodeSchema });

export type CodeDecision =
  | { creatorId: string; decision: 'approve'; discount_percentage: number }
  | { creatorId: string; decision: 'deny' };

/**
 * `POST /api/brand/discount-codes/{creatorId}/approve|deny`. With a connected Shopify store an approved
 * code is then created in the store (its `store_sync` moves from pending to created or failed).
 */
export const decideDiscountCode = async (input: CodeDecision): Promise<DiscountCode> =>
  responseSchema.parse(
    await apiFetch(`/brand/discount-codes/${encodeURIComponent(input.creatorId)}/${input.decision}`, {
      method: 'POST',
      ...(input.decision === 'approve' ? { json: { discount_percentage: input.discount_percentage } } : {}),
    }),
  ).discount_code;

export const useDecideDiscountCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDiscountCode,
    onSuccess: (code) => {
      queryClient.setQueryData<BrandCampaigns>(
        campaignsQueryKey,
        (data) =>
          data && {
            ...data,
            discount_codes: data.discount_codes.map((item) =>
              item.creator_id === code.creator_id ? code : item,
            ),
          },
      );
      void queryClient.invalidateQueries({ queryKey: campaignsQueryKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
};

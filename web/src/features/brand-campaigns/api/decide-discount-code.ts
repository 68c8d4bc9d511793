import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_DISCOUNT_PERCENTAGE } from '../../../../../contracts/constants';
import { approveDiscountCode, denyDiscountCode } from '../../../../../contracts/partnerships';
import { callApi } from '../../../lib/api-client';
import type { DiscountCode } from '../../../types/partnership';
import { type BrandCampaigns, campaignsQueryKey } from './get-campaigns';

/** Spec 9's default; the API takes a whole percentage from 1 to 100. */
export const DEFAULT_DISCOUNT = DEFAULT_DISCOUNT_PERCENTAGE;

export type CodeDecision =
  | { creatorId: string; decision: 'approve'; discount_percentage: number }
  | { creatorId: string; decision: 'deny' };

/**
 * `POST /api/brand/discount-codes/{creatorId}/approve|deny`. With a connected Shopify store an approved
 * code is then created in the store (its `store_sync` moves from pending to created or failed).
 */
export const decideDiscountCode = async (input: CodeDecision): Promise<DiscountCode> => {
  const params = { creatorId: input.creatorId };
  const answer =
    input.decision === 'approve'
      ? await callApi(approveDiscountCode, {
          params,
          body: { discount_percentage: input.discount_percentage },
        })
      : await callApi(denyDiscountCode, { params });
  return answer.discount_code;
};

/**
 * A change to one code (a decision, or issue 36's rotation and limit): the answer replaces the code in the
 * campaigns list at once, then the list is read again; a refusal reads it again too.
 */
export const useCodeMutation = <I>(mutationFn: (input: I) => Promise<DiscountCode>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
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

export const useDecideDiscountCode = () => useCodeMutation(decideDiscountCode);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commissionForAllSchema,
  setCommissionForAll as setCommissionForAllContract,
} from '../../../../../contracts/brand-products';
import { callApi } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

/** `PUT /api/brand/products/commission`: one request sets every product's commission. */
export const setCommissionForAll = async (commission: number) =>
  callApi(setCommissionForAllContract, { body: { commission_percentage: commission } });

export const useSetCommissionForAll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommissionForAll,
    // A raise is in force at once, a cut after the notice: the cards show what the server answers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
};

/** Spec 5: 'Apply to All' takes a number from 0 to 100 inclusive. */
export const parseCommission = (raw: string): number | undefined => {
  const text = raw.trim();
  if (text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 100) return undefined;
  return Math.round(value * 100) / 100;
};

/**
 * A form of one commission rate typed as text: the route's schema (the single edit's rule), the text
 * rounded to cents of a percent as each card does. 'Apply to All' and the bulk 'Set commission' use it.
 */
export const commissionForm = {
  schema: commissionForAllSchema,
  toInput: ({ commission_percentage }: { commission_percentage: string }) => ({
    commission_percentage: parseCommission(commission_percentage) ?? Number.NaN,
  }),
};

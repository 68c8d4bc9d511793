import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  setAutopay as autopayContract,
  getPaymentSettings as getContract,
  removePaymentMethod as removeContract,
  setupPaymentMethod as setupContract,
} from '../../../../../contracts/billing';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** The saved card (brand, last 4, expiry; never its Stripe id) and whether automatic payment is on. */
export type PaymentSettings = ContractOutput<typeof getContract>;

export const paymentSettingsQueryKey = [...brandQueryRoot, 'payment-settings'] as const;

/** `GET /api/brand/billing/payment-method`; polled while a card just entered on Stripe is awaited. */
export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: paymentSettingsQueryKey,
    queryFn: () => callApi(getContract),
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const usePaymentSettings = ({ awaitingCard }: { awaitingCard: boolean }) =>
  useQuery(
    queryOptions({
      ...paymentSettingsQueryOptions(),
      refetchOnWindowFocus: 'always',
      refetchInterval: (query) => (awaitingCard && !query.state.data?.payment_method ? 3_000 : false),
    }),
  );

/** `POST /api/brand/billing/payment-method`: the URL of Stripe Checkout in setup mode. */
export const useSaveCard = () => useMutation({ mutationFn: async () => (await callApi(setupContract)).url });

const useSettingsMutation = <T>(run: (input: T) => Promise<PaymentSettings>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (settings) => queryClient.setQueryData(paymentSettingsQueryKey, settings),
  });
};

/** `DELETE /api/brand/billing/payment-method`: automatic payment turns off with it. */
export const useRemoveCard = () => useSettingsMutation(() => callApi(removeContract));

/** `PUT /api/brand/billing/autopay`. */
export const useSetAutopay = () =>
  useSettingsMutation((enabled: boolean) => callApi(autopayContract, { body: { enabled } }));

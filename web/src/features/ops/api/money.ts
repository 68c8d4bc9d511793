import { useQuery } from '@tanstack/react-query';
import { getOpsMoney, getOpsStripeBalance } from '../../../../../contracts/ops';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type OpsMoney = ContractOutput<typeof getOpsMoney>;
export type RevenueMonth = OpsMoney['months'][number];
export type UnpaidInvoice = OpsMoney['unpaid_invoices'][number];

/** `GET /api/ops/money`: the last twelve months' fee revenue and the unpaid invoices, in one call. */
export const useOpsMoney = () =>
  useQuery({
    queryKey: ['ops', 'money'],
    queryFn: ({ signal }) => callApi(getOpsMoney, { query: {} }, { signal }),
    refetchInterval: 60_000,
  });

/** `GET /api/ops/stripe-balance`: its own call, so a slow or failing Stripe leaves the rest of Money shown. */
export const useStripeBalance = () =>
  useQuery({
    queryKey: ['ops', 'stripe-balance'],
    queryFn: ({ signal }) => callApi(getOpsStripeBalance, {}, { signal }),
    refetchInterval: 60_000,
  });

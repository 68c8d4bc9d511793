import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPayoutOnboardingLink,
  getPayoutAccount,
  type PayoutAccountStatus,
  type PayoutAccountView,
} from '../../../contracts/payouts';
import { callApi } from './api-client';
import { creatorQueryRoot } from './creator-query';

/**
 * The creator's payout account (Stripe Connect Express), shared by onboarding step 2, /creator/account
 * and Earnings & Payouts, which is why it lives here and not in one of those features.
 */
export type PayoutAccount = PayoutAccountView;

export const payoutAccountQueryKey = [...creatorQueryRoot, 'payout-account'] as const;

export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: payoutAccountQueryKey,
    queryFn: () => callApi(getPayoutAccount),
    // Onboarding finishes in another tab: the state is re-read when the creator comes back to this one.
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/**
 * `GET /api/creator/payout-account`. `pollUntilActiveMs` re-reads it at that pace until it is active,
 * while Stripe's account.updated webhook is awaited (Stripe's tab may never hand focus back).
 */
export const usePayoutAccount = ({ pollUntilActiveMs }: { pollUntilActiveMs?: number | false } = {}) =>
  useQuery({
    ...payoutAccountQueryOptions(),
    refetchInterval: (query) =>
      pollUntilActiveMs && query.state.data?.status !== 'active' ? pollUntilActiveMs : false,
  });

/** How each state reads (spec 4: not connected; setup incomplete; connected and active). */
export const payoutAccountLabels: Record<PayoutAccountStatus, string> = {
  not_connected: 'Not connected',
  setup_incomplete: 'Setup incomplete',
  active: 'Active',
};

/**
 * Opens Stripe's hosted onboarding in a new tab: `POST /api/creator/payout-account/onboarding-link`
 * creates the Express account the first time and answers a one-time link. The tab is opened on the click
 * itself and pointed at the link once it arrives (a window opened after an awaited request is blocked as
 * a popup); if the browser refuses a tab, this tab goes to Stripe instead, so setup is always possible.
 * Resolves true when Stripe was opened; a failure closes the blank tab and is passed to `onError`.
 */
export const useOpenPayoutOnboarding = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => (await callApi(createPayoutOnboardingLink)).url,
    // The account exists from now on (setup incomplete): every screen showing it re-reads it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutAccountQueryKey }),
  });

  const open = async (onError: (error: unknown) => void): Promise<boolean> => {
    const tab = window.open('', '_blank');
    try {
      const url = await mutation.mutateAsync();
      if (!tab) {
        window.location.assign(url);
        return true;
      }
      // Stripe's page gets no handle on this app's window.
      tab.opener = null;
      tab.location.href = url;
      return true;
    } catch (error) {
      tab?.close();
      onError(error);
      return false;
    }
  };

  return { open, isPending: mutation.isPending };
};

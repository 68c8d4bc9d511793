import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyToPromote as applyToPromoteContract,
  createReferralLink as createReferralLinkContract,
  getCreatorCampaigns,
  requestDiscountCode as requestDiscountCodeContract,
} from '../../../contracts/partnerships';
import { toast } from '../../../ui/components/ui/toast';
import type { ProgramMode } from '../types/brand';
import type { Application, DiscountCode } from '../types/partnership';
import { copyText } from '../utils/clipboard';
import { ApiError, type ContractInput, type ContractOutput, callApi } from './api-client';
import { creatorPartnershipsKey } from './creator-query';

/**
 * A creator's partnership actions on a product or brand: get a referral link (Copy Link), apply to
 * promote, request a discount code. Explore, brand profiles and My Campaigns all offer them, and
 * features do not import each other, so they live here, with the spec's toasts (section 8).
 */

/** The brand blacklisted this creator: the server's message says what cannot be done (403). */
const blockedByBrand = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'blocked_by_brand';
const profileMissing = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && !blockedByBrand(error);
const signedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status !== 500 && error.message ? error.message : fallback;

/** The failures every action shares; returns false when the caller should say something itself. */
const reportCommonFailure = (error: unknown, loginText: string): boolean => {
  if (blockedByBrand(error)) {
    toast.error('Not Available', error.message);
    return true;
  }
  if (profileMissing(error)) {
    toast.error('Complete Your Profile', 'Please complete your influencer profile first');
    return true;
  }
  if (signedOut(error)) {
    toast.error('Login Required', loginText);
    return true;
  }
  return false;
};

// --- Referral links ---------------------------------------------------------------------------

/** Where Copy Link was pressed (the link records it). */
export type LinkSource = NonNullable<ContractInput<typeof createReferralLinkContract>['body']['source']>;

/** The link (`share_url` is `/r/{code}` on this site: counts the click, then redirects to the store). */
export type ReferralLinkAnswer = ContractOutput<typeof createReferralLinkContract>;

/** `POST /api/creator/links`: the creator's link for the product, created once and reused after. */
export const createReferralLink = async (input: {
  brand_id: string;
  product_id: string;
  source: LinkSource;
}): Promise<ReferralLinkAnswer> => callApi(createReferralLinkContract, { body: input });

/** The address a creator shares: absolute, on this site, so each click is counted before the store. */
export const shareableUrl = (shareUrl: string): string =>
  new URL(shareUrl, window.location.origin).toString();

/** Copies a tracked link that is already known (My Campaigns): 'Link Copied!' or 'Copy Failed'. */
export const copyShareUrl = async (shareUrl: string): Promise<boolean> => {
  try {
    await copyText(shareableUrl(shareUrl));
  } catch {
    toast.error('Copy Failed', 'Failed to copy link to clipboard');
    return false;
  }
  toast.success('Link Copied!', shareableUrl(shareUrl));
  return true;
};

/**
 * Copy Link on a product: gets (or creates) the creator's link, then copies its tracked address.
 * The spec's fallbacks differ by screen: 'Failed to create referral link' in Explore, 'Failed to
 * generate referral link' on a brand profile.
 */
export const useCopyReferralLink = (source: LinkSource) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: { brand_id: string; product_id: string }) =>
      createReferralLink({ ...product, source }),
    onSuccess: async (answer) => {
      if (answer.created) {
        void queryClient.invalidateQueries({ queryKey: creatorPartnershipsKey });
        toast.success('Referral Link Created', 'Clicks on it count towards your campaigns.');
      }
      await copyShareUrl(answer.link.share_url);
    },
    onError: (error) => {
      if (reportCommonFailure(error, 'Please log in to create referral links')) return;
      // The brand requires approval (switched since the page loaded): say what to do, and show Apply.
      if (error instanceof ApiError && error.code === 'approval_required') {
        toast.error('Approval Required', error.message);
        void queryClient.invalidateQueries({ queryKey: creatorPartnershipsKey });
        return;
      }
      toast.error(
        'Error',
        messageOf(
          error,
          source === 'marketplace' ? 'Failed to create referral link' : 'Failed to generate referral link',
        ),
      );
    },
  });
};

// --- Applications -----------------------------------------------------------------------------

/** `POST /api/creator/applications`: a pending application, one per creator and product. */
export const applyToPromote = async (input: {
  brand_id: string;
  product_id: string;
  message?: string;
}): Promise<Application> => (await callApi(applyToPromoteContract, { body: input })).application;

/** 'Apply' / 'Apply to Promote': 'Application Sent', or why not. */
export const useApplyToPromote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { brand_id: string; product_id: string; product_name: string }) =>
      applyToPromote({ brand_id: input.brand_id, product_id: input.product_id }),
    onSuccess: (_application, input) => {
      void queryClient.invalidateQueries({ queryKey: creatorPartnershipsKey });
      toast.success(
        'Application Sent',
        `The brand will review your application to promote ${input.product_name}.`,
      );
    },
    onError: (error) => {
      if (reportCommonFailure(error, 'Please log in to apply for partnerships')) return;
      if (error instanceof ApiError && error.status === 409) {
        toast.error('Already Applied', error.message);
        return;
      }
      toast.error('Error', messageOf(error, 'Failed to send application'));
    },
  });
};

// --- Discount codes ---------------------------------------------------------------------------

/** `POST /api/creator/discount-codes`: a pending code for the brand (the code is the username). */
export const requestDiscountCode = async (brandId: string): Promise<DiscountCode> =>
  (await callApi(requestDiscountCodeContract, { body: { brand_id: brandId } })).discount_code;

/** One request per creator and brand: 'Code Already Exists' for a second. */
export const useRequestDiscountCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { brand_id: string; brand_name: string }) => requestDiscountCode(input.brand_id),
    onSuccess: (code, input) => {
      void queryClient.invalidateQueries({ queryKey: creatorPartnershipsKey });
      toast.success('Request Sent', `${input.brand_name} will review your discount code ${code.code}.`);
    },
    onError: (error) => {
      if (reportCommonFailure(error, 'Please log in to request discount codes')) return;
      if (error instanceof ApiError && error.status === 409) {
        toast.error('Code Already Exists', 'You already have a discount code request for this brand');
        return;
      }
      toast.error('Error', messageOf(error, 'Failed to request discount code'));
    },
  });
};

// --- Program mode ------------------------------------------------------------------------------

/**
 * What a creator may do with a product (issue 21). `copy`: Copy Link (an open program, a link the
 * creator already has, or an approved application); otherwise the brand requires approval and the
 * creator's application for the product is `apply` (none yet), `pending` or `denied`.
 */
export type PromoteAccess = 'copy' | 'apply' | 'pending' | 'denied';

/** Labels of the state a creator cannot act on (the button says why it does nothing). */
export const promoteAccessLabels = { pending: 'Application pending', denied: 'Not approved' } as const;

/**
 * The creator's access to a product of a brand with `programMode`. Under approval it reads the
 * creator's links and applications (My Campaigns' one call, shared with that screen through the query
 * cache, refreshed when the creator applies or returns to the window); `loading` until they are known.
 */
export const usePromoteAccess = (
  programMode: ProgramMode,
  productId: string,
  isCreator = true,
): { access: PromoteAccess; loading: boolean } => {
  const approval = programMode === 'approval';
  const mine = useQuery({
    queryKey: [...creatorPartnershipsKey, 'campaigns'],
    queryFn: () => callApi(getCreatorCampaigns),
    enabled: approval && isCreator,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
  if (!approval) return { access: 'copy', loading: false };
  if (!isCreator) return { access: 'apply', loading: false };
  const data = mine.data;
  if (!data) return { access: 'apply', loading: mine.isPending };
  const has = (list: readonly { product_id: string }[]) => list.some((item) => item.product_id === productId);
  if (has(data.links) || has(data.approved)) return { access: 'copy', loading: false };
  if (has(data.pending)) return { access: 'pending', loading: false };
  if (has(data.denied)) return { access: 'denied', loading: false };
  return { access: 'apply', loading: false };
};

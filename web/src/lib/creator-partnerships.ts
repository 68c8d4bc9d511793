import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyToPromote as applyToPromoteContract,
  createReferralLink as createReferralLinkContract,
  getCreatorCampaigns,
  requestDiscountCode as requestDiscountCodeContract,
} from '../../../contracts/partnerships';
import { toast } from '../../../ui/components/ui/toast';
import type { ProgramMode } from '../types/brand';
import type { Application } from '../types/partnership';
import { copyText } from '../utils/clipboard';
import { ApiError, type ContractInput, type ContractOutput, callApi } from './api-client';
import { creatorPartnershipsKey } from './creator-query';
import { pendingSinceText } from './pitch';

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

// --- Applications ---------------------------------------------------------------------------

/**
 * `POST /api/creator/applications`: a pending application with the creator's pitch, one per creator and
 * product; while one is pending the answer is that one (`created: false`), not an error.
 */
export const applyToPromote = async (input: {
  brand_id: string;
  product_id: string;
  message?: string;
}): Promise<ContractOutput<typeof applyToPromoteContract>> =>
  callApi(applyToPromoteContract, { body: input });

/** What an action came to, for a dialog to say inside itself (the page's toasts wait under a modal). */
export type ActionOutcome = { ok: boolean; text: string };

/**
 * 'Apply' / 'Apply to Promote' (from the pitch dialog): 'Application Sent', the pending application's
 * date when there already is one, or why not. `mutateAsync` answers the dialog's outcome.
 */
export const useApplyToPromote = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: { brand_id: string; product_id: string; product_name: string; message?: string }) =>
      applyToPromote({ brand_id: input.brand_id, product_id: input.product_id, message: input.message }),
    onSuccess: (answer, input) => {
      void queryClient.invalidateQueries({ queryKey: creatorPartnershipsKey });
      if (answer.created) {
        toast.success(
          'Application Sent',
          `The brand will review your application to promote ${input.product_name}.`,
        );
      } else {
        toast.info('Already Pending', `${pendingSinceText('application', answer.application.applied_at)}.`);
      }
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
  /** Sends and says how it went, for the pitch dialog. */
  const send = async (input: Parameters<typeof mutation.mutateAsync>[0]): Promise<ActionOutcome> => {
    try {
      const answer = await mutation.mutateAsync(input);
      return answer.created
        ? { ok: true, text: `Application sent. ${input.product_name}'s brand will review it.` }
        : { ok: true, text: `${pendingSinceText('application', answer.application.applied_at)}.` };
    } catch (error) {
      return { ok: false, text: dialogFailureText(error, 'Failed to send application') };
    }
  };
  return { ...mutation, send };
};

/** A failure as the dialog says it: the server's message, or the spec's fallback (section 8). */
export const dialogFailureText = (error: unknown, fallback: string): string => {
  if (profileMissing(error)) return 'Please complete your influencer profile first';
  return messageOf(error, fallback);
};

// --- Discount codes ---------------------------------------------------------------------------

/**
 * `POST /api/creator/discount-codes`: a pending code for the brand (the code is the username) with the
 * creator's pitch; while one is pending the answer is that one (`created: false`).
 */
export const requestDiscountCode = async (
  brandId: string,
  message?: string,
): Promise<ContractOutput<typeof requestDiscountCodeContract>> =>
  callApi(requestDiscountCodeContract, { body: { brand_id: brandId, message } });

/** One request per creator and brand: a pending one is answered with its date; a decided one is 409. */
export const useRequestDiscountCode = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: { brand_id: string; brand_name: string; message?: string }) =>
      requestDiscountCode(input.brand_id, input.message),
    onSuccess: (answer, input) => {
      void queryClient.invalidateQueries({ queryKey: creatorPartnershipsKey });
      if (answer.created) {
        toast.success(
          'Request Sent',
          `${input.brand_name} will review your discount code ${answer.discount_code.code}.`,
        );
      } else {
        toast.info('Already Pending', `${pendingSinceText('code', answer.discount_code.requested_at)}.`);
      }
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
  const send = async (input: Parameters<typeof mutation.mutateAsync>[0]): Promise<ActionOutcome> => {
    try {
      const answer = await mutation.mutateAsync(input);
      return answer.created
        ? {
            ok: true,
            text: `Request sent. ${input.brand_name} will review your discount code ${answer.discount_code.code}.`,
          }
        : { ok: true, text: `${pendingSinceText('code', answer.discount_code.requested_at)}.` };
    } catch (error) {
      return { ok: false, text: dialogFailureText(error, 'Failed to request discount code') };
    }
  };
  return { ...mutation, send };
};

// --- The creator's partnerships ----------------------------------------------------------------

/**
 * The creator's links, applications and codes (GET /api/creator/campaigns, My Campaigns' one call):
 * shared with that screen through the query cache, refreshed when the creator applies or requests a
 * code, or returns to the window.
 */
/**
 * `GET /api/creator/campaigns` (links, applications, codes): My Campaigns' one call, and what Explore and
 * brand profiles read for the pending states. One query for all of them (the same key, function and
 * freshness), so a route's prefetch serves each (app/routes/screen-queries.ts).
 */
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: [...creatorPartnershipsKey, 'campaigns'],
    queryFn: () => callApi(getCreatorCampaigns),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });

export const useCreatorCampaigns = (enabled = true) => useQuery({ ...campaignsQueryOptions(), enabled });

/** The creator's discount-code request to a brand, when there is one (`loading` until known). */
export const useMyDiscountCode = (brandId: string) => {
  const mine = useCreatorCampaigns();
  return {
    code: mine.data?.discount_codes.find((code) => code.brand_id === brandId),
    loading: mine.isPending,
  };
};

// --- Program mode ------------------------------------------------------------------------------

/**
 * What a creator may do with a product (issue 21, and issue 34 for the application's state in an open
 * program too):
 * - `copy`: Copy Link (an open program, a link the creator already has, or an approved application);
 * - `application`: the creator's application for the product (`none` yet), with `appliedAt`;
 * - `apply`: Apply is offered (no application, and not a product the creator may already promote
 *   under approval).
 */
export type PromoteAccess = {
  copy: boolean;
  apply: boolean;
  application: 'none' | 'pending' | 'approved' | 'denied';
  appliedAt: string | null;
  loading: boolean;
};

/** The application's state said instead of Apply: pending since when, or not approved. */
export const applicationStateLabel = (access: PromoteAccess): string | null => {
  if (access.application === 'pending' && access.appliedAt)
    return pendingSinceText('application', access.appliedAt);
  if (access.application === 'denied') return 'Not approved';
  return null;
};

/**
 * The creator's access to a product of a brand with `programMode`, from the creator's links and
 * applications (useCreatorCampaigns); `loading` until they are known. A visitor or a brand gets the
 * program's default (Copy Link in an open program, Apply under approval), which sends them to log in.
 */
export const usePromoteAccess = (
  programMode: ProgramMode,
  productId: string,
  isCreator = true,
): PromoteAccess => {
  const approval = programMode === 'approval';
  const mine = useCreatorCampaigns(isCreator);
  const none = { application: 'none', appliedAt: null } as const;
  if (!isCreator) return { copy: !approval, apply: true, loading: false, ...none };
  const data = mine.data;
  if (!data) return { copy: !approval, apply: true, loading: mine.isPending, ...none };
  const find = (list: readonly Application[]) => list.find((item) => item.product_id === productId);
  const application = find(data.pending) ?? find(data.approved) ?? find(data.denied);
  const hasLink = data.links.some((link) => link.product_id === productId);
  const copy = !approval || hasLink || application?.status === 'approved';
  return {
    copy,
    apply: !application && !(approval && copy),
    application: application?.status ?? 'none',
    appliedAt: application?.applied_at ?? null,
    loading: false,
  };
};

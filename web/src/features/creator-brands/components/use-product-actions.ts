import { useState } from 'react';
import { toast } from '../../../../../ui/components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import {
  type ActionOutcome,
  applicationStateLabel,
  dialogFailureText,
  useApplyToPromote,
  useCopyReferralLink,
  usePromoteAccess,
} from '../../../lib/creator-partnerships';
import { type PitchKind, pendingSinceText } from '../../../lib/pitch';
import type { ProgramMode } from '../../../types/brand';
import { downloadFile, imageFileName } from '../../../utils/download';
import type { ProfileProduct } from '../api/get-brand-profile';
import { useMySampleRequests, useRequestSample } from '../api/request-sample';

/** What an action came to, for the detail dialog to say inside itself (toasts wait under a modal). */
export type ActionResult = ActionOutcome;

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;

/**
 * The actions on a brand-profile product (spec 2.5, 8): Copy Link, Apply, Request Sample and the image
 * download, each with the spec's toasts. `onResult` hears the outcome of Copy Link and Download too (the
 * detail dialog's status). `access` says which of Copy Link and Apply the brand's program offers this
 * creator (issue 21). Apply and Request Sample open the pitch dialog (issue 34: an optional message and
 * the creator's links); a request already pending is said with its date instead of the button.
 */
export const useProductActions = (
  brandId: string,
  programMode: ProgramMode,
  product: ProfileProduct,
  onResult?: (result: ActionResult) => void,
) => {
  const copyLink = useCopyReferralLink('brand-profile');
  const apply = useApplyToPromote();
  const sample = useRequestSample();
  const mySamples = useMySampleRequests(brandId);
  const [downloading, setDownloading] = useState(false);
  const [pitch, setPitch] = useState<Extract<PitchKind, 'application' | 'sample'>>();
  const access = usePromoteAccess(programMode, product.id);
  const target = { brand_id: brandId, product_id: product.id };
  const pendingSample = mySamples.data?.find((request) => request.product_id === product.id);

  const copy = () =>
    copyLink.mutate(target, {
      onSuccess: () => onResult?.({ ok: true, text: 'Link copied to your clipboard.' }),
      onError: (error) =>
        onResult?.({ ok: false, text: failureText(error, 'Failed to generate referral link') }),
    });

  const sendSample = async (message: string): Promise<ActionOutcome> => {
    try {
      const answer = await sample.mutateAsync({ brandId, productId: product.id, message });
      if (!answer.created) {
        const text = pendingSinceText('sample', answer.sample_request.created_at);
        toast.info('Already Pending', `${text}.`);
        return { ok: true, text: `${text}.` };
      }
      toast.success('Sample Requested', `The brand will be in touch about a sample of ${product.name}.`);
      return { ok: true, text: `Sample requested. The brand will be in touch about ${product.name}.` };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Login Required', 'Please log in to request samples');
      } else if (error instanceof ApiError && error.status === 403) {
        toast.error('Complete Your Profile', 'Please complete your influencer profile first');
      } else {
        toast.error('Error', failureText(error, 'Failed to request sample'));
      }
      return { ok: false, text: dialogFailureText(error, 'Failed to request sample') };
    }
  };

  const sendPitch = (message: string): Promise<ActionOutcome> =>
    pitch === 'sample' ? sendSample(message) : apply.send({ ...target, product_name: product.name, message });

  const download = async () => {
    if (!product.image_url) {
      toast.error('No Image', "This product doesn't have an image to download");
      onResult?.({ ok: false, text: "This product doesn't have an image to download" });
      return;
    }
    const fileName = imageFileName(product.name);
    setDownloading(true);
    try {
      await downloadFile(product.image_url, fileName);
      toast.success('Image Downloaded', fileName);
      onResult?.({ ok: true, text: `Image saved as ${fileName}.` });
    } catch {
      toast.error('Download Failed', 'Failed to download product image');
      onResult?.({ ok: false, text: 'Failed to download product image' });
    } finally {
      setDownloading(false);
    }
  };

  return {
    access,
    /** "Application pending since …" or "Not approved", said instead of Apply; null when Apply shows. */
    applicationLabel: applicationStateLabel(access),
    approval: programMode === 'approval',
    copy,
    copying: copyLink.isPending,
    openApply: () => setPitch('application'),
    /** "Sample request pending since …", said instead of Request Sample; null when it shows. */
    sampleLabel: pendingSample ? pendingSinceText('sample', pendingSample.created_at) : null,
    samplesLoading: mySamples.isPending,
    openSampleRequest: () => setPitch('sample'),
    pitch,
    closePitch: () => setPitch(undefined),
    sendPitch,
    download,
    downloading,
  };
};

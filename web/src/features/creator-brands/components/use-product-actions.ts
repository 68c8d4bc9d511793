import { useState } from 'react';
import { toast } from '../../../../../ui/components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useApplyToPromote, useCopyReferralLink, usePromoteAccess } from '../../../lib/creator-partnerships';
import type { ProgramMode } from '../../../types/brand';
import { downloadFile, imageFileName } from '../../../utils/download';
import type { ProfileProduct } from '../api/get-brand-profile';
import { useRequestSample } from '../api/request-sample';

/** What an action came to, for the detail dialog to say inside itself (toasts wait under a modal). */
export type ActionResult = { ok: boolean; text: string };

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;

/**
 * The actions on a brand-profile product (spec 2.5, 8): Copy Link, Apply, Request Sample and the image
 * download, each with the spec's toasts. `onResult` hears the outcome too (the detail dialog's status).
 * `access` says which of Copy Link and Apply the brand's program offers this creator (issue 21).
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
  const [downloading, setDownloading] = useState(false);
  const { access, loading: accessLoading } = usePromoteAccess(programMode, product.id);
  const target = { brand_id: brandId, product_id: product.id };

  const copy = () =>
    copyLink.mutate(target, {
      onSuccess: () => onResult?.({ ok: true, text: 'Link copied to your clipboard.' }),
      onError: (error) =>
        onResult?.({ ok: false, text: failureText(error, 'Failed to generate referral link') }),
    });

  const applyToPromote = () =>
    apply.mutate(
      { ...target, product_name: product.name },
      {
        onSuccess: () => onResult?.({ ok: true, text: 'Application sent.' }),
        onError: (error) => onResult?.({ ok: false, text: failureText(error, 'Failed to send application') }),
      },
    );

  const requestSample = () =>
    sample.mutate(
      { brandId, productId: product.id },
      {
        onSuccess: () => {
          toast.success('Sample Requested', `The brand will be in touch about a sample of ${product.name}.`);
          onResult?.({ ok: true, text: 'Sample requested.' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            toast.error('Login Required', 'Please log in to request samples');
          } else if (error instanceof ApiError && error.status === 403) {
            toast.error('Complete Your Profile', 'Please complete your influencer profile first');
          } else if (error instanceof ApiError && error.status === 409) {
            toast.error('Already Requested', error.message);
          } else {
            toast.error('Error', failureText(error, 'Failed to request sample'));
          }
          onResult?.({ ok: false, text: failureText(error, 'Failed to request sample') });
        },
      },
    );

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
    accessLoading,
    approval: programMode === 'approval',
    copy,
    copying: copyLink.isPending,
    apply: applyToPromote,
    applying: apply.isPending,
    requestSample,
    requestingSample: sample.isPending,
    download,
    downloading,
  };
};

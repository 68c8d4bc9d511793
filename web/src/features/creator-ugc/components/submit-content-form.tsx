import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DESCRIPTION_MAX, submitContentTypes, submitUgcSchema, URL_MAX } from '../../../../../contracts/ugc';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { fieldError, showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import { contentTypeLabel } from '../../../lib/ugc-labels';
import { useBrandOpenUgcRequests } from '../api/get-open-requests';
import { useSubmitContent } from '../api/submit-content';
import { REQUEST_PARAM } from './content-opportunities';
import { requestTermsSentence } from './ugc-labels';

const fieldIds = {
  content_type: 'ugc-content-type',
  product_id: 'ugc-product',
  content_url: 'ugc-content-url',
  content_upload_id: 'ugc-content-image',
  content_description: 'ugc-content-description',
} as const;

type Values = Record<keyof typeof fieldIds, string>;
const NO_REQUEST = '';

/**
 * Submit Content (spec 2.5, 5): Content Type, Featured Product, Content URL and Description (the last
 * two required), answering one of the brand's open requests (chosen here, or by Apply) or unrequested.
 * What approval pays and licenses is said before sending; unrequested content has no budget.
 */
export const SubmitContentForm = ({
  brandId,
  brandName,
  products,
}: {
  brandId: string;
  brandName: string;
  products: readonly { id: string; name: string }[];
}) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requests = useBrandOpenUgcRequests(brandId);
  const requestId = searchParams.get(REQUEST_PARAM) ?? NO_REQUEST;
  const request = requests.data?.find((candidate) => candidate.id === requestId);
  // The route's body schema: the brand and the request come from the page, the rest from the fields.
  const form = useSchemaForm({
    schema: submitUgcSchema,
    toInput: (values: Values) => ({
      ...values,
      brand_id: brandId,
      ugc_request_id: request?.id ?? null,
      product_id: values.product_id || null,
      content_upload_id: values.content_upload_id || undefined,
    }),
    defaultValues: {
      content_type: 'video',
      product_id: '',
      content_url: '',
      content_upload_id: '',
      content_description: '',
    },
  });
  const field = (name: Exclude<keyof Values, 'content_upload_id'>) => textField(form, name, fieldIds[name]);
  // Issue 34: an uploaded image's preview (its URL fills the content URL on the server).
  const [image, setImage] = useState<string | null>(null);
  const submit = useSubmitContent();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Apply chose a request: its content type is the one asked for, and the form is where focus goes.
  useEffect(() => {
    if (!request) return;
    form.setValue('content_type', request.content_type);
    headingRef.current?.focus();
  }, [request, form.setValue]);

  const typeOptions = [
    ...submitContentTypes,
    ...(request && !(submitContentTypes as readonly string[]).includes(request.content_type)
      ? [request.content_type]
      : []),
  ].map((value) => ({ value, label: contentTypeLabel(value) }));

  const chooseRequest = (id: string) =>
    setSearchParams(id ? { tab: 'content', [REQUEST_PARAM]: id } : { tab: 'content' }, {
      replace: true,
      preventScrollReset: true,
    });

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await submit.mutateAsync({ ...input, content_url: input.content_url ?? undefined });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Login Required', 'Please log in to submit content');
      } else if (error instanceof ApiError && error.status === 403 && error.code === 'forbidden') {
        toast.error('Complete Your Profile', 'Please complete your influencer profile first');
      } else if (Object.keys(showServerErrors(form, error)).length === 0) {
        toast.error(
          'Error',
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to submit content',
        );
      }
      return;
    }
    // The content type stays (it may be the request's).
    form.reset({
      ...form.getValues(),
      product_id: '',
      content_url: '',
      content_upload_id: '',
      content_description: '',
    });
    setImage(null);
    toast.success(
      'Content Submitted',
      `${brandName} will review it; you will see their decision in Explore's Content tab.`,
    );
  });

  return (
    <section
      aria-labelledby="submit-content-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="submit-content-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-slate-900 focus:outline-none"
      >
        Submit Content
      </h2>
      <p className="mt-1 text-sm text-slate-600">Send {brandName} a photo or video you made.</p>
      <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4" data-testid="submit-content-form">
        <Select
          label="Content request"
          value={request?.id ?? NO_REQUEST}
          onChange={(event) => chooseRequest(event.target.value)}
          options={[
            { value: NO_REQUEST, label: 'None: unrequested content' },
            ...(requests.data ?? []).map((open) => ({ value: open.id, label: open.title })),
          ]}
          hint={
            request
              ? requestTermsSentence(request)
              : 'Content sent without a request has no budget: if approved, the brand gets a licence to use it and no payment is made.'
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select {...field('content_type')} label="Content Type" options={typeOptions} />
          <Select
            {...field('product_id')}
            label="Featured Product"
            options={[
              { value: '', label: 'No product' },
              ...products.map((product) => ({ value: product.id, label: product.name })),
            ]}
          />
        </div>
        <ImageUpload
          id={fieldIds.content_upload_id}
          name="content_upload_id"
          label="Image (optional)"
          purpose="ugc"
          value={image}
          onChange={(uploaded) => {
            setImage(uploaded?.url ?? null);
            form.setValue('content_upload_id', uploaded?.uploadId ?? '', { shouldDirty: true });
            form.clearErrors(['content_upload_id', 'content_url']);
          }}
          error={fieldError(form, 'content_upload_id')}
          hint="A photo you made, JPEG, PNG, WebP or GIF, up to 10 MB; or give the link to your post below."
        />
        <Input
          {...field('content_url')}
          label="Content URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={URL_MAX}
          hint="Where the content lives (a TikTok, a reel); not needed when you upload an image."
        />
        <Textarea
          {...field('content_description')}
          label="Description"
          maxLength={DESCRIPTION_MAX}
          rows={4}
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={submit.isPending} className="w-full sm:w-auto">
            {submit.isPending ? 'Submitting...' : 'Submit Content'}
          </Button>
        </div>
      </form>
    </section>
  );
};

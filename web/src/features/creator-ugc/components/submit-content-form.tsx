import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DESCRIPTION_MAX,
  submitContentTypes,
  type UgcContentType,
  URL_MAX,
} from '../../../../../contracts/ugc';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { contentTypeLabel } from '../../../lib/ugc-labels';
import { useBrandOpenUgcRequests } from '../api/get-open-requests';
import { useSubmitContent } from '../api/submit-content';
import { REQUEST_PARAM } from './content-opportunities';
import { requestTermsSentence } from './ugc-labels';

type Field = 'content_url' | 'content_description';
const fieldIds: Record<Field, string> = {
  content_url: 'ugc-content-url',
  content_description: 'ugc-content-description',
};
const required: Record<Field, string> = {
  content_url: 'Please enter the content URL',
  content_description: 'Please enter a description',
};
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
  const [contentType, setContentType] = useState<string>('video');
  const [productId, setProductId] = useState('');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = useSubmitContent();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Apply chose a request: its content type is the one asked for, and the form is where focus goes.
  useEffect(() => {
    if (!request) return;
    setContentType(request.content_type);
    headingRef.current?.focus();
  }, [request]);

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

  // A field's error goes as soon as it is edited: it described the value that was sent.
  const clearError = (field: Field) =>
    setErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = (['content_url', 'content_description'] as const).find((field) => next[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { content_url: url.trim(), content_description: description.trim() };
    const missing = Object.fromEntries(
      (['content_url', 'content_description'] as const)
        .filter((field) => !values[field])
        .map((field) => [field, required[field]]),
    );
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    setErrors({});
    try {
      await submit.mutateAsync({
        brand_id: brandId,
        ugc_request_id: request?.id ?? null,
        content_type: contentType as UgcContentType,
        product_id: productId || null,
        ...values,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Login Required', 'Please log in to submit content');
      } else if (error instanceof ApiError && error.status === 403 && error.code === 'forbidden') {
        toast.error('Complete Your Profile', 'Please complete your influencer profile first');
      } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showErrors(error.fields as Partial<Record<Field, string>>);
      } else {
        toast.error(
          'Error',
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to submit content',
        );
      }
      return;
    }
    setUrl('');
    setDescription('');
    setProductId('');
    toast.success(
      'Content Submitted',
      `${brandName} will review it; you will see their decision in Explore's Content tab.`,
    );
  };

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
          <Select
            label="Content Type"
            value={contentType}
            onChange={(event) => setContentType(event.target.value)}
            options={typeOptions}
          />
          <Select
            label="Featured Product"
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
            options={[
              { value: '', label: 'No product' },
              ...products.map((product) => ({ value: product.id, label: product.name })),
            ]}
          />
        </div>
        <Input
          id={fieldIds.content_url}
          label="Content URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          maxLength={URL_MAX}
          onChange={(event) => {
            setUrl(event.target.value);
            clearError('content_url');
          }}
          error={errors.content_url}
        />
        <Textarea
          id={fieldIds.content_description}
          label="Description"
          value={description}
          maxLength={DESCRIPTION_MAX}
          rows={4}
          onChange={(event) => {
            setDescription(event.target.value);
            clearError('content_description');
          }}
          error={errors.content_description}
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

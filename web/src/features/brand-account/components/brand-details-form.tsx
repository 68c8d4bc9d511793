import { type FormEvent, useState } from 'react';
import { FormSubmitRow } from '../../../components/ui/form-actions';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { bindFields } from '../../../lib/bind-field';
import { useFieldErrors } from '../../../lib/use-field-errors';
import type { Brand } from '../../../types/brand';
import {
  type BrandDetailsInput,
  brandDetailsSchema,
  detailsFieldErrors,
  useUpdateAccount,
} from '../api/update-account';

type Values = {
  brand_name: string;
  logo_url: string;
  website: string;
  description: string;
  mission_statement: string;
  why_work_with_us: string;
  instagram: string;
  tiktok: string;
  youtube: string;
  twitter: string;
};

type Field = keyof Values;

const socialFields = ['instagram', 'tiktok', 'youtube', 'twitter'] as const;

const fieldIds: Record<Field, string> = {
  brand_name: 'account-brand-name',
  logo_url: 'account-logo-url',
  website: 'account-website',
  description: 'account-description',
  mission_statement: 'account-mission',
  why_work_with_us: 'account-why',
  instagram: 'account-instagram',
  tiktok: 'account-tiktok',
  youtube: 'account-youtube',
  twitter: 'account-twitter',
};

const valuesOf = (brand: Brand): Values => ({
  brand_name: brand.brand_name,
  logo_url: brand.logo_url ?? '',
  website: brand.website ?? '',
  description: brand.description ?? '',
  mission_statement: brand.mission_statement ?? '',
  why_work_with_us: brand.why_work_with_us ?? '',
  instagram: brand.social_media_links.instagram ?? '',
  tiktok: brand.social_media_links.tiktok ?? '',
  youtube: brand.social_media_links.youtube ?? '',
  twitter: brand.social_media_links.twitter ?? '',
});

const toInput = (values: Values) => ({
  brand_name: values.brand_name,
  logo_url: values.logo_url,
  website: values.website,
  description: values.description,
  mission_statement: values.mission_statement,
  why_work_with_us: values.why_work_with_us,
  social_media_links: {
    instagram: values.instagram,
    tiktok: values.tiktok,
    youtube: values.youtube,
    twitter: values.twitter,
  },
});

/** "social_media_links.instagram" (the API's and the schema's path) → the form's field. */
const toFormErrors = (fields: Record<string, string>): Partial<Record<Field, string>> => {
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^social_media_links\./, '') as Field;
    if (field in fieldIds) errors[field] ??= message;
  }
  return errors;
};

/** Brand details (spec 2.4, 3): checked at the fields on save; the server's field messages show there too. */
export const BrandDetailsForm = ({ brand }: { brand: Brand }) => {
  const [values, setValues] = useState<Values>(() => valuesOf(brand));
  const { errors, setErrors, showErrors } = useFieldErrors(fieldIds);
  const [attempted, setAttempted] = useState(false);
  const update = useUpdateAccount();

  const validate = (next: Values) => brandDetailsSchema.safeParse(toInput(next));

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = validate(next);
      setErrors(result.success ? {} : toFormErrors(detailsFieldErrors(result.error)));
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const parsed = validate(values);
    if (!parsed.success) {
      showErrors(toFormErrors(detailsFieldErrors(parsed.error)));
      return;
    }
    setErrors({});
    let saved: Brand;
    try {
      saved = await update.mutateAsync(parsed.data satisfies BrandDetailsInput);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(toFormErrors(error.fields));
      }
      toast.error('Error', error instanceof ApiError ? error.message : 'Failed to update settings');
      return;
    }
    setValues(valuesOf(saved));
    setAttempted(false);
    toast.success('Settings Updated', 'Your brand details were saved.');
  };

  const field = bindFields({ fieldIds, values, errors, change });
  const text = (name: Field, label: string, extra: { type?: string; placeholder?: string } = {}) => (
    <Input
      label={label}
      {...field(name)}
      {...(extra.type === 'url' ? { type: 'url', inputMode: 'url' as const, autoComplete: 'url' } : {})}
      placeholder={extra.placeholder}
    />
  );

  const long = (name: Field, label: string, max: number) => (
    <Textarea
      label={label}
      {...field(name)}
      maxLength={max}
      hint={`${values[name].length} / ${max} characters`}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="brand-details-form">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('brand_name', 'Brand name')}
        {text('website', 'Website', { type: 'url', placeholder: 'https://your-brand.com' })}
      </div>
      {text('logo_url', 'Logo URL', { type: 'url', placeholder: 'https://your-brand.com/logo.png' })}
      {long('description', 'Description', 2000)}
      {long('mission_statement', 'Mission statement', 1000)}
      {long('why_work_with_us', 'Why work with us', 2000)}
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Social links</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {socialFields.map((field) =>
            text(
              field,
              { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', twitter: 'Twitter' }[field],
              { type: 'url', placeholder: `https://${field === 'twitter' ? 'x' : field}.com/your-brand` },
            ),
          )}
        </div>
      </fieldset>
      <FormSubmitRow isPending={update.isPending} />
    </form>
  );
};

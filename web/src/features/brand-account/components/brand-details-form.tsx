import { toast } from '../../../../../ui/components/ui/toast';
import { FormSubmitRow } from '../../../components/ui/form-actions';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import type { Brand } from '../../../types/brand';
import { brandDetailsSchema, useUpdateAccount } from '../api/update-account';

const socialFields = ['instagram', 'tiktok', 'youtube', 'twitter'] as const;

/** The form's values have the body's shape, so the schema's and the API's field paths are the form's. */
const valuesOf = (brand: Brand) => ({
  brand_name: brand.brand_name,
  logo_url: brand.logo_url ?? '',
  website: brand.website ?? '',
  description: brand.description ?? '',
  mission_statement: brand.mission_statement ?? '',
  why_work_with_us: brand.why_work_with_us ?? '',
  social_media_links: {
    instagram: brand.social_media_links.instagram ?? '',
    tiktok: brand.social_media_links.tiktok ?? '',
    youtube: brand.social_media_links.youtube ?? '',
    twitter: brand.social_media_links.twitter ?? '',
  },
});

type Values = ReturnType<typeof valuesOf>;
type TextName = Exclude<keyof Values, 'social_media_links'>;

const fieldIds = {
  brand_name: 'account-brand-name',
  logo_url: 'account-logo-url',
  website: 'account-website',
  description: 'account-description',
  mission_statement: 'account-mission',
  why_work_with_us: 'account-why',
  'social_media_links.instagram': 'account-instagram',
  'social_media_links.tiktok': 'account-tiktok',
  'social_media_links.youtube': 'account-youtube',
  'social_media_links.twitter': 'account-twitter',
} as const;

/** Brand details (spec 2.4, 3): checked at the fields on save; the server's field messages show there too. */
export const BrandDetailsForm = ({ brand }: { brand: Brand }) => {
  const form = useSchemaForm({ schema: brandDetailsSchema, defaultValues: valuesOf(brand) });
  const update = useUpdateAccount();
  // Issue 35: the brand's details are a setting (owners and admins); the other roles read them.
  const editable = useBrandRole().can('settings');

  const handleSubmit = form.handleSubmit(async (input) => {
    let saved: Brand;
    try {
      saved = await update.mutateAsync(input);
    } catch (error) {
      showServerErrors(form, error);
      toast.error('Error', error instanceof ApiError ? error.message : 'Failed to update settings');
      return;
    }
    // Quiet again until the next save, as when the page opened.
    form.reset(valuesOf(saved));
    toast.success('Settings Updated', 'Your brand details were saved.');
  });

  const text = (
    name: keyof typeof fieldIds,
    label: string,
    extra: { type?: string; placeholder?: string } = {},
  ) => (
    <Input
      label={label}
      {...textField(form, name, fieldIds[name])}
      {...(extra.type === 'url' ? { type: 'url', inputMode: 'url' as const, autoComplete: 'url' } : {})}
      placeholder={extra.placeholder}
    />
  );

  const long = (name: TextName, label: string, max: number) => (
    <Textarea
      label={label}
      {...textField(form, name, fieldIds[name])}
      maxLength={max}
      hint={`${form.watch(name).length} / ${max} characters`}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="brand-details-form">
      <RoleNote work="settings" />
      <fieldset disabled={!editable} className="space-y-5">
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
                `social_media_links.${field}`,
                { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', twitter: 'Twitter' }[field],
                { type: 'url', placeholder: `https://${field === 'twitter' ? 'x' : field}.com/your-brand` },
              ),
            )}
          </div>
        </fieldset>
      </fieldset>
      {editable && <FormSubmitRow isPending={update.isPending} />}
    </form>
  );
};

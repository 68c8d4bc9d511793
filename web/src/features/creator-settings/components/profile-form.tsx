import { profileSettingsSchema } from '../../../../../contracts/creator-workspace';
import { toast } from '../../../../../ui/components/ui/toast';
import { AudienceBandSelect, NichesField } from '../../../components/ui/audience-fields';
import { BioTextarea, UsernameInput } from '../../../components/ui/creator-profile-fields';
import { FormSubmitRow } from '../../../components/ui/form-actions';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import {
  fieldError,
  showFieldErrors,
  showServerErrors,
  textField,
  useSchemaForm,
  valueField,
} from '../../../lib/forms';
import type { Creator } from '../../../types/creator';
import { usernameMessages, usernameProblem, usernameProblemMessage } from '../../../utils/username';
import { useUpdateProfile } from '../api/update-profile';

const HANDLE_MAX = 60;

const fieldIds = {
  username: 'profile-username',
  bio: 'profile-bio',
  avatar_url: 'profile-avatar',
  avatar_upload_id: 'profile-avatar',
  follower_count: 'profile-follower-count',
  instagram_handle: 'profile-instagram',
  tiktok_handle: 'profile-tiktok',
  youtube_handle: 'profile-youtube',
  twitter_handle: 'profile-twitter',
  niches: 'profile-niches',
  audience_band: 'profile-audience-band',
} as const;

/** The fields as typed (the follower count is text until it is sent). */
const valuesOf = (creator: Creator) => ({
  username: creator.username,
  bio: creator.bio,
  avatar_url: creator.avatar_url ?? '',
  // Issue 34: set when a new avatar was uploaded; the server resolves it to the image's URL.
  avatar_upload_id: '',
  follower_count: String(creator.follower_count),
  instagram_handle: creator.instagram_handle ?? '',
  tiktok_handle: creator.tiktok_handle ?? '',
  youtube_handle: creator.youtube_handle ?? '',
  twitter_handle: creator.twitter_handle ?? '',
  niches: [...(creator.niches ?? [])] as string[],
  audience_band: (creator.audience_band ?? '') as string,
});

type Values = ReturnType<typeof valuesOf>;

/**
 * Spec 5: a whole number, 0 when left empty; thousands separators are allowed ("12,500"). Anything else
 * goes to the schema as NaN, which it refuses with its own 'Follower count must be a whole number'.
 */
const parseFollowers = (text: string): number => {
  const digits = text.trim().replace(/[,\s]/g, '');
  if (digits === '') return 0;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** The route's own body schema; only a missing username is worded as the settings page says it. */
const profileForm = {
  schema: profileSettingsSchema,
  toInput: (values: Values) => ({
    ...values,
    follower_count: parseFollowers(values.follower_count),
    audience_band: values.audience_band || null,
    avatar_upload_id: values.avatar_upload_id || undefined,
  }),
  check: (values: Values) => ({
    username:
      usernameProblem(values.username) === 'missing' ? usernameProblemMessage.missing.message : undefined,
  }),
};

/** Profile Settings' form: the onboarding rules for the username (its own name counts as free). */
export const ProfileForm = ({ creator, email }: { creator: Creator; email: string | null }) => {
  const form = useSchemaForm({ ...profileForm, defaultValues: valuesOf(creator) });
  const update = useUpdateProfile();

  const refused = () => {
    const problem = usernameProblem(form.getValues('username'));
    if (problem) toast.error(usernameProblemMessage[problem].title, usernameProblemMessage[problem].message);
  };

  const handleSubmit = form.handleSubmit(async (input) => {
    let saved: Creator;
    try {
      saved = await update.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        showFieldErrors(form, { username: usernameMessages.taken });
        toast.error('Username Taken', usernameMessages.taken);
        return;
      }
      const shown = showServerErrors(form, error);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        toast.error('Error', Object.values(shown)[0] ?? error.message);
        return;
      }
      toast.error(
        'Error',
        error instanceof ApiError && error.status < 500 ? error.message : 'Failed to update profile',
      );
      return;
    }
    form.reset(valuesOf(saved));
    toast.success('Profile Updated', `Your profile @${saved.username} was saved.`);
  }, refused);

  const text = (name: keyof Values, label: string, extra: Partial<Parameters<typeof Input>[0]> = {}) => (
    <Input label={label} {...textField(form, name, fieldIds[name])} {...extra} />
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="profile-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <UsernameInput
          {...valueField(form, 'username', fieldIds.username)}
          hint="Letters, numbers, underscores and hyphens; lower-case."
        />
        <Input
          id="profile-email"
          label="Email"
          type="email"
          value={email ?? ''}
          readOnly
          className="bg-slate-50 text-slate-700"
          hint="Email cannot be changed from this page"
        />
      </div>
      <BioTextarea {...valueField(form, 'bio', fieldIds.bio)} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text('follower_count', 'Follower count', { inputMode: 'numeric', autoComplete: 'off' })}
      </div>
      {/* Issue 34: uploaded from the device; saved with the form (the upload is attached by its id). */}
      <ImageUpload
        id={fieldIds.avatar_url}
        name="avatar_upload_id"
        label="Avatar"
        purpose="avatar"
        shape="round"
        value={form.watch('avatar_url') || null}
        onChange={(image) => {
          form.setValue('avatar_upload_id', image?.uploadId ?? '', { shouldDirty: true });
          form.setValue('avatar_url', image?.url ?? '', { shouldDirty: true });
          form.clearErrors(['avatar_upload_id', 'avatar_url']);
        }}
        error={fieldError(form, 'avatar_upload_id') ?? fieldError(form, 'avatar_url')}
        hint="JPEG, PNG, WebP or GIF, up to 10 MB. Shown as a square; save to use it."
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Social handles</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('instagram_handle', 'Instagram handle', { maxLength: HANDLE_MAX, placeholder: '@yourname' })}
          {text('tiktok_handle', 'TikTok handle', { maxLength: HANDLE_MAX, placeholder: '@yourname' })}
          {text('youtube_handle', 'YouTube handle', { maxLength: HANDLE_MAX, placeholder: '@yourname' })}
          {text('twitter_handle', 'Twitter handle', { maxLength: HANDLE_MAX, placeholder: '@yourname' })}
        </div>
      </fieldset>
      {/* Issue 34: what brands find the creator by in their directory. */}
      <NichesField {...valueField(form, 'niches', fieldIds.niches)} id={fieldIds.niches} />
      <div className="grid gap-5 sm:grid-cols-2">
        <AudienceBandSelect
          {...valueField(form, 'audience_band', fieldIds.audience_band)}
          id={fieldIds.audience_band}
        />
      </div>
      <FormSubmitRow isPending={update.isPending} />
    </form>
  );
};

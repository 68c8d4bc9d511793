import { type FormEvent, useState } from 'react';
import { BioTextarea, UsernameInput } from '../../../components/ui/creator-profile-fields';
import { FormSubmitRow } from '../../../components/ui/form-actions';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { bindFields } from '../../../lib/bind-field';
import { knownFieldErrors, useFieldErrors } from '../../../lib/use-field-errors';
import type { Creator } from '../../../types/creator';
import { usernameMessages, usernameProblem, usernameProblemMessage } from '../../../utils/username';
import { type ProfileInput, useUpdateProfile } from '../api/update-profile';

const HANDLE_MAX = 60;

type Values = {
  username: string;
  bio: string;
  avatar_url: string;
  follower_count: string;
  instagram_handle: string;
  tiktok_handle: string;
  youtube_handle: string;
  twitter_handle: string;
};

type Field = keyof Values;

const fieldIds: Record<Field, string> = {
  username: 'profile-username',
  bio: 'profile-bio',
  avatar_url: 'profile-avatar-url',
  follower_count: 'profile-follower-count',
  instagram_handle: 'profile-instagram',
  tiktok_handle: 'profile-tiktok',
  youtube_handle: 'profile-youtube',
  twitter_handle: 'profile-twitter',
};

const valuesOf = (creator: Creator): Values => ({
  username: creator.username,
  bio: creator.bio,
  avatar_url: creator.avatar_url ?? '',
  follower_count: String(creator.follower_count),
  instagram_handle: creator.instagram_handle ?? '',
  tiktok_handle: creator.tiktok_handle ?? '',
  youtube_handle: creator.youtube_handle ?? '',
  twitter_handle: creator.twitter_handle ?? '',
});

/** Spec 5: a whole number, 0 when left empty; thousands separators are allowed ("12,500"). */
const parseFollowers = (text: string): number | undefined => {
  const digits = text.trim().replace(/[,\s]/g, '');
  if (digits === '') return 0;
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
};

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);

/** The browser's checks, in the form's order; the server checks again (and that the name is free). */
const validate = (values: Values): { errors: Partial<Record<Field, string>>; input?: ProfileInput } => {
  const errors: Partial<Record<Field, string>> = {};
  const problem = usernameProblem(values.username);
  if (problem) errors.username = usernameProblemMessage[problem].message;
  const avatar = values.avatar_url.trim();
  if (avatar && !isHttpUrl(avatar))
    errors.avatar_url = 'Avatar URL must be a full URL starting with https://';
  const followers = parseFollowers(values.follower_count);
  if (followers === undefined) errors.follower_count = 'Follower count must be a whole number';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      username: values.username.trim(),
      bio: values.bio.trim(),
      avatar_url: avatar,
      follower_count: followers ?? 0,
      instagram_handle: values.instagram_handle.trim(),
      tiktok_handle: values.tiktok_handle.trim(),
      youtube_handle: values.youtube_handle.trim(),
      twitter_handle: values.twitter_handle.trim(),
    },
  };
};

/** Profile Settings' form: the onboarding rules for the username (its own name counts as free). */
export const ProfileForm = ({ creator, email }: { creator: Creator; email: string | null }) => {
  const [values, setValues] = useState<Values>(() => valuesOf(creator));
  const { errors, setErrors, showErrors } = useFieldErrors(fieldIds);
  const update = useUpdateProfile();

  // <UsernameInput> lower-cases the username as typed.
  const change = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors: found, input } = validate(values);
    if (!input) {
      showErrors(found);
      const problem = usernameProblem(values.username);
      if (problem)
        toast.error(usernameProblemMessage[problem].title, usernameProblemMessage[problem].message);
      return;
    }
    setErrors({});
    let saved: Creator;
    try {
      saved = await update.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        showErrors({ username: usernameMessages.taken });
        toast.error('Username Taken', usernameMessages.taken);
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const fields = knownFieldErrors(error.fields, fieldIds);
        showErrors(fields);
        toast.error('Error', Object.values(fields)[0] ?? error.message);
        return;
      }
      toast.error(
        'Error',
        error instanceof ApiError && error.status < 500 ? error.message : 'Failed to update profile',
      );
      return;
    }
    setValues(valuesOf(saved));
    toast.success('Profile Updated', `Your profile @${saved.username} was saved.`);
  };

  const field = bindFields({ fieldIds, values, errors, change });
  const text = (name: Field, label: string, extra: Partial<Parameters<typeof Input>[0]> = {}) => (
    <Input label={label} {...field(name)} {...extra} />
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="profile-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <UsernameInput
          id={fieldIds.username}
          value={values.username}
          onValueChange={(value) => change('username', value)}
          error={errors.username}
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
      <BioTextarea
        id={fieldIds.bio}
        value={values.bio}
        onValueChange={(value) => change('bio', value)}
        error={errors.bio}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {text('avatar_url', 'Avatar URL', {
          type: 'url',
          inputMode: 'url',
          placeholder: 'https://example.com/me.jpg',
        })}
        {text('follower_count', 'Follower count', { inputMode: 'numeric', autoComplete: 'off' })}
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Social handles</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('instagram_handle', 'Instagram handle', { maxLength: HANDLE_MAX, placeholder: '@yourname' })}
          {text('tiktok_handle', 'TikTok handle', { maxLength: HANDLE_MAX, placeholder: '@yourname' })}
          {text('youtube_handle', 'YouTube handle', { maxLength: HANDLE_MAX, placeholder: '@yourname' })}
          {text('twitter_handle', 'Twitter handle', { maxLength: HANDLE_MAX, placeholder: '@yourname' })}
        </div>
      </fieldset>
      <FormSubmitRow isPending={update.isPending} />
    </form>
  );
};

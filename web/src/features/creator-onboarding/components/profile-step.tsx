import { onboardingProfileStepSchema } from '../../../../../contracts/creator-workspace';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { OnboardingStep, type StepHeading } from '../../../components/layouts/onboarding-wizard';
import { AudienceBandSelect, NichesField } from '../../../components/ui/audience-fields';
import { BioTextarea, UsernameInput } from '../../../components/ui/creator-profile-fields';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors, showServerErrors, textField, useSchemaForm, valueField } from '../../../lib/forms';
import type { Creator } from '../../../types/creator';
import { usernameMessages, usernameProblem, usernameProblemMessage } from '../../../utils/username';
import { useSaveOnboardingProfile } from '../api/save-profile';

type Values = {
  username: string;
  bio: string;
  instagram_handle: string;
  tiktok_handle: string;
  youtube_handle: string;
  twitter_handle: string;
  niches: string[];
  audience_band: string;
};
const fieldIds = {
  username: 'onboarding-username',
  bio: 'onboarding-bio',
  instagram_handle: 'onboarding-instagram',
  tiktok_handle: 'onboarding-tiktok',
  youtube_handle: 'onboarding-youtube',
  twitter_handle: 'onboarding-x',
  niches: 'onboarding-niches',
  audience_band: 'onboarding-audience-band',
} as const;
const HANDLE_MAX = 60;

const valuesOf = (creator: Creator | null): Values => ({
  username: creator?.username ?? '',
  bio: creator?.bio ?? '',
  instagram_handle: creator?.instagram_handle ?? '',
  tiktok_handle: creator?.tiktok_handle ?? '',
  youtube_handle: creator?.youtube_handle ?? '',
  twitter_handle: creator?.twitter_handle ?? '',
  niches: [...(creator?.niches ?? [])],
  audience_band: creator?.audience_band ?? '',
});

/**
 * The route's body schema; a missing field is worded at that field as the step says it (the schema's
 * 'Please fill in your username and bio' is the toast's).
 */
const profileForm = {
  schema: onboardingProfileStepSchema,
  toInput: (values: Values) => ({ ...values, audience_band: values.audience_band || null }),
  check: (values: Values) => ({
    username: values.username.trim() ? undefined : 'Please enter a username',
    bio: values.bio.trim() ? undefined : 'Please write a short bio',
  }),
};

/**
 * Step 1, 'Build Your Profile' (spec 5): username and bio required; the username is lower-cased as
 * typed, letters, digits, underscores and hyphens only, and must be free (the server decides that).
 */
export const ProfileStep = ({
  heading,
  firstName,
  creator,
  onSaved,
}: {
  heading: StepHeading;
  firstName: string;
  creator: Creator | null;
  onSaved: (creator: Creator) => void;
}) => {
  const form = useSchemaForm({
    ...profileForm,
    defaultValues: valuesOf(creator),
  });
  const save = useSaveOnboardingProfile(creator);

  /** The spec's toast for what the fields show: a missing field first, then the username's rule. */
  const refused = () => {
    const { username, bio } = form.getValues();
    if (!username.trim() || !bio.trim()) {
      toast.error('Missing Information', usernameMessages.missing);
      return;
    }
    const problem = usernameProblem(username);
    if (problem) toast.error(usernameProblemMessage[problem].title, usernameProblemMessage[problem].message);
  };

  const handleSubmit = form.handleSubmit(async (input) => {
    let saved: Creator;
    try {
      saved = await save.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        showFieldErrors(form, { username: usernameMessages.taken });
        toast.error('Username Taken', usernameMessages.taken);
        return;
      }
      const fields = showServerErrors(form, error);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const message = fields.username ?? fields.bio ?? error.message;
        toast.error(fields.username ? 'Invalid Username' : 'Error', message);
        return;
      }
      toast.error('Error', error instanceof ApiError ? error.message : 'Failed to update profile');
      return;
    }
    onSaved(saved);
  }, refused);

  return (
    <OnboardingStep>
      {heading('Build Your Profile')}
      <p className="text-center text-slate-600">
        Welcome{firstName ? `, ${firstName}` : ''}! Pick the name brands will know you by and tell them what
        you create.
      </p>
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <UsernameInput
          {...valueField(form, 'username', fieldIds.username)}
          hint="Letters, numbers, underscores and hyphens; lower-case, 3-30 characters."
        />
        <BioTextarea
          {...valueField(form, 'bio', fieldIds.bio)}
          rows={4}
          placeholder="What you create, for whom, and where"
        />
        {/* Issue 34: what brands find creators by in their directory. */}
        <NichesField {...valueField(form, 'niches', fieldIds.niches)} id={fieldIds.niches} />
        <AudienceBandSelect
          {...valueField(form, 'audience_band', fieldIds.audience_band)}
          id={fieldIds.audience_band}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Where you post</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ['instagram_handle', 'Instagram handle'],
                ['tiktok_handle', 'TikTok handle'],
                ['youtube_handle', 'YouTube handle'],
                ['twitter_handle', 'X handle'],
              ] as const
            ).map(([name, label]) => (
              <Input
                key={name}
                label={label}
                maxLength={HANDLE_MAX}
                placeholder="@yourname"
                autoCapitalize="none"
                spellCheck={false}
                {...textField(form, name, fieldIds[name])}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? 'Saving...' : 'Continue'}
          </Button>
        </div>
      </form>
    </OnboardingStep>
  );
};
